import { useState } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router';
import { paths } from '@tiles/contracts';
import { type LedgerEntry, type PendingSessionXp } from '@tiles/contracts-game';
import { useText } from '@tiles/i18n';
import { Button } from '@tiles/ui-kit';
import { Muted, Section } from './game-sections';
import { useLedgerReason } from './ledger-reason';

const LedgerList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 8px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** Rows shown before the learner asks for all of them. */
const LEDGER_FIRST_ROWS = 10;

type LedgerProps = { entries: LedgerEntry[]; pending: PendingSessionXp[]; locale: string };

export const Ledger = ({ entries, pending, locale }: LedgerProps) => {
  const t = useText();
  const reason = useLedgerReason();
  const [all, setAll] = useState(false);
  const shown = all ? entries : entries.slice(0, LEDGER_FIRST_ROWS);
  return (
    <Section aria-labelledby="game-ledger">
      <h3 id="game-ledger">{t('game.ledger.title')}</h3>
      {entries.length === 0 && pending.length === 0 ? <p>{t('game.ledger.empty')}</p> : null}
      {pending.length ? (
        <>
          <h4 id="game-ledger-pending">{t('game.ledger.pendingTitle')}</h4>
          <LedgerList aria-labelledby="game-ledger-pending">
            {pending.map((entry) => (
              <li key={`${entry.course}/${entry.module}/${entry.session}`}>
                <Link to={paths.session(locale, entry.course, entry)}>{entry.subject}</Link>
                <Muted as="span">{t('game.ledger.pending', { minutes: entry.missingMinutes })}</Muted>
              </li>
            ))}
          </LedgerList>
        </>
      ) : null}
      <LedgerList id="game-ledger-list">
        {shown.map((entry) => (
          <li key={entry.id}>
            <span>
              {reason(entry)}
              {entry.categoryName ? <Muted as="span"> · {entry.categoryName}</Muted> : null}
            </span>
            <strong>{t('game.ledger.xp', { xp: entry.xp })}</strong>
          </li>
        ))}
      </LedgerList>
      {!all && entries.length > LEDGER_FIRST_ROWS ? (
        <Button $variant="secondary" aria-expanded={false} aria-controls="game-ledger-list" onClick={() => setAll(true)}>
          {t('game.ledger.showAll', { count: entries.length })}
        </Button>
      ) : null}
    </Section>
  );
};
