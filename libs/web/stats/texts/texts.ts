import { defineTexts } from '@tiles/contracts';

/**
 * The interface texts of the stats lib's screens, each in it-IT, en-GB, de-DE and ar-EG.
 * The api seeds them; editors change them in the CMS.
 */
export const statsTexts = defineTexts({
  'stats.total': {
    'it-IT': 'Tempo totale di studio: [total]',
    'en-GB': 'Total study time: [total]',
    'de-DE': 'Gesamte Lernzeit: [total]',
    'ar-EG': 'إجمالي وقت الدراسة: [total]',
  },
  'stats.range': { 'it-IT': 'Ultimi 30 giorni', 'en-GB': 'Last 30 days', 'de-DE': 'Letzte 30 Tage', 'ar-EG': 'آخر ٣٠ يومًا' },
  'stats.busiestDay': {
    'it-IT': 'Il giorno in cui studi di più è [day], con una media di [average].',
    'en-GB': 'Your busiest day is [day], with an average of [average].',
    'de-DE': 'Dein lernintensivster Tag ist [day], mit durchschnittlich [average].',
    'ar-EG': 'أكثر أيامك نشاطًا هو [day]، بمتوسط [average].',
  },
  'stats.empty': {
    'it-IT': 'Non c’è ancora tempo di studio da mostrare: apri una lezione e torna qui.',
    'en-GB': 'There is no study time to show yet: open a session and come back.',
    'de-DE': 'Noch keine Lernzeit: Öffne eine Lektion und komm zurück.',
    'ar-EG': 'لا يوجد وقت دراسة لعرضه بعد: افتح جلسة ثم عُد.',
  },
  'stats.byWeekday': {
    'it-IT': 'Media per giorno della settimana',
    'en-GB': 'Average by day of the week',
    'de-DE': 'Durchschnitt pro Wochentag',
    'ar-EG': 'المتوسط حسب يوم الأسبوع',
  },
  'stats.byDay': { 'it-IT': 'Tempo per giorno', 'en-GB': 'Time by day', 'de-DE': 'Zeit pro Tag', 'ar-EG': 'الوقت حسب اليوم' },
  'stats.byHour': {
    'it-IT': 'Tempo per ora del giorno',
    'en-GB': 'Time by hour of the day',
    'de-DE': 'Zeit nach Tageszeit',
    'ar-EG': 'الوقت حسب ساعة اليوم',
  },
  'stats.devices': { 'it-IT': 'Dispositivi', 'en-GB': 'Devices', 'de-DE': 'Geräte', 'ar-EG': 'الأجهزة' },
  'stats.subjects': { 'it-IT': 'Materie', 'en-GB': 'Subjects', 'de-DE': 'Fächer', 'ar-EG': 'المواضيع' },
  'stats.minutes': { 'it-IT': '[minutes] min', 'en-GB': '[minutes] min', 'de-DE': '[minutes] Min.', 'ar-EG': '[minutes] د' },
  'stats.chartSummary': {
    'it-IT': '[title]: grafico in minuti, i dati sono nella tabella che segue.',
    'en-GB': '[title]: chart in minutes; the data follow in a table.',
    'de-DE': '[title]: Diagramm in Minuten; die Daten folgen als Tabelle.',
    'ar-EG': '[title]: رسم بياني بالدقائق؛ تليه البيانات في جدول.',
  },
  'stats.columnItem': { 'it-IT': 'Voce', 'en-GB': 'Item', 'de-DE': 'Eintrag', 'ar-EG': 'العنصر' },
  'stats.columnMinutes': { 'it-IT': 'Minuti', 'en-GB': 'Minutes', 'de-DE': 'Minuten', 'ar-EG': 'الدقائق' },
  'stats.other': { 'it-IT': 'Altre pagine', 'en-GB': 'Other pages', 'de-DE': 'Andere Seiten', 'ar-EG': 'صفحات أخرى' },
  'device.desktop': { 'it-IT': 'Computer', 'en-GB': 'Computer', 'de-DE': 'Computer', 'ar-EG': 'حاسوب' },
  'device.mobile': { 'it-IT': 'Smartphone', 'en-GB': 'Smartphone', 'de-DE': 'Smartphone', 'ar-EG': 'هاتف ذكي' },
  'device.tablet': { 'it-IT': 'Tablet', 'en-GB': 'Tablet', 'de-DE': 'Tablet', 'ar-EG': 'جهاز لوحي' },
  'device.other': { 'it-IT': 'Altro', 'en-GB': 'Other', 'de-DE': 'Andere', 'ar-EG': 'أخرى' },
});

type StatsTexts = typeof statsTexts;
declare module '@tiles/contracts' {
  // These keys join the keys of every program that imports this table.
  interface TextRegistry extends StatsTexts {}
}
