import { Link } from 'react-router';
import styled from 'styled-components';
import type { Tile, TileRow } from '@tiles/contracts-courses';
import { useLanguageOf, useText } from '@tiles/i18n';
import { CardGrid } from '@tiles/ui-kit';

const Row = styled.section<{ $expired: boolean }>`
  margin-bottom: ${({ theme }) => theme.spacing(4)};
  opacity: ${({ $expired }) => ($expired ? 0.75 : 1)};
  h2 {
    margin-bottom: 4px;
    display: flex;
    gap: 12px;
    align-items: center;
    flex-wrap: wrap;
  }
`;

const ExpiredMark = styled.span`
  font: 500 0.8125rem ${({ theme }) => theme.fonts.body};
  padding: 2px 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
`;

const TileCard = styled.li`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.spacing(2)};
  dl {
    margin: 0;
  }
  dt {
    font-weight: 500;
    color: ${({ theme }) => theme.colors.primary};
  }
  dd {
    margin: 0 0 8px;
  }
  ul {
    margin: 0 0 8px;
    padding-inline-start: 20px;
  }
`;

/** A tile: each content entry is its prefix and its lines; one line shows single, several show multiline. */
const TileView = ({ tile, href, badge }: { tile: Tile; href?: string | undefined; badge?: string | undefined }) => {
  const languageOf = useLanguageOf();
  return (
    <TileCard data-tile={tile.key}>
      <dl {...languageOf(tile.lang)}>
        {tile.content.map((entry, index) => (
          <div key={`${tile.key}-${index}`} data-variant={entry.lines.length > 1 ? 'multiline' : 'single'}>
            <dt>{entry.prefix}</dt>
            {entry.lines.length > 1 ? (
              <dd>
                <ul>
                  {entry.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </dd>
            ) : (
              <dd>{index === 0 && href ? <Link to={href}>{entry.lines[0]}</Link> : entry.lines[0]}</dd>
            )}
          </div>
        ))}
      </dl>
      {badge ? <p>{badge}</p> : null}
    </TileCard>
  );
};

export type TileRowsProps = {
  rows: TileRow[];
  /** A link for a tile, when it leads somewhere (a session the learner may open). */
  linkFor?: (tile: Tile) => string | undefined;
  badgeFor?: (tile: Tile) => string | undefined;
};

/** Rows of tiles, as the course page and the generic pages show them. */
export const TileRows = ({ rows, linkFor, badgeFor }: TileRowsProps) => {
  const t = useText();
  const languageOf = useLanguageOf();
  return (
    <>
      {rows.map((row, index) => (
        <Row key={`${row.name}-${index}`} $expired={row.isExpired} aria-labelledby={`row-${index}`}>
          <h2 id={`row-${index}`}>
            <span {...languageOf(row.lang)}>{row.name}</span>
            {row.isExpired ? <ExpiredMark>{t('course.rowExpired')}</ExpiredMark> : null}
          </h2>
          {row.description ? <p>{row.description}</p> : null}
          <CardGrid>
            {row.tiles.map((tile) => (
              <TileView key={tile.key} tile={tile} href={linkFor?.(tile)} badge={badgeFor?.(tile)} />
            ))}
          </CardGrid>
        </Row>
      ))}
    </>
  );
};
