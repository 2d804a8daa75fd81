import type { LedgerEntry } from '@tiles/contracts-game';
import { useFormatters, useText } from '@tiles/i18n';

/** What an XP award was for, in words ("Study time on 26/11"), as the progress page's ledger says it. */
export const useLedgerReason = () => {
  const t = useText();
  const { date } = useFormatters();
  return (entry: LedgerEntry) =>
    t(`game.ledger.${entry.source}`, {
      day: date(new Date(`${entry.localDay}T12:00:00Z`)),
      subject: entry.subject,
      count: entry.count ?? 1,
    });
};
