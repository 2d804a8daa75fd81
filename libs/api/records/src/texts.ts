import { defineTexts } from '@tiles/contracts';

/**
 * The interface texts of the records domain's credentials (their names, criteria and evidence),
 * each in it-IT, en-GB, de-DE and ar-EG. The api seeds them; editors change them in the CMS.
 */
export const recordsTexts = defineTexts({
  'records.achievement.name': {
    'it-IT': '[badge] — grado [tier] di [tiers]',
    'en-GB': '[badge] — tier [tier] of [tiers]',
    'de-DE': '[badge] — Rang [tier] von [tiers]',
    'ar-EG': '[badge] — الدرجة [tier] من [tiers]',
  },
  'records.achievement.criteria': {
    'it-IT': '[description] Grado [tier]: almeno [threshold].',
    'en-GB': '[description] Tier [tier]: at least [threshold].',
    'de-DE': '[description] Rang [tier]: mindestens [threshold].',
    'ar-EG': '[description] الدرجة [tier]: [threshold] على الأقل.',
  },
  'records.evidence.name': {
    'it-IT': 'Studio registrato su [site]',
    'en-GB': 'Study recorded on [site]',
    'de-DE': 'Auf [site] erfasstes Lernen',
    'ar-EG': 'دراسة مسجّلة على [site]',
  },
  'records.evidence.narrative': {
    'it-IT':
      'Fino a questo grado: {minutes, plural, one {# minuto} other {# minuti}} di studio attivo e {sessions, plural, one {# sessione completata} other {# sessioni completate}}.',
    'en-GB':
      'Up to this tier: {minutes, plural, one {# minute} other {# minutes}} of active study and {sessions, plural, one {# session} other {# sessions}} completed.',
    'de-DE':
      'Bis zu diesem Rang: {minutes, plural, one {# Minute} other {# Minuten}} aktives Lernen und {sessions, plural, one {# abgeschlossene Lektion} other {# abgeschlossene Lektionen}}.',
    'ar-EG':
      'حتى هذه الدرجة: {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}} من الدراسة النشطة و{sessions, plural, zero {# جلسة مكتملة} one {جلسة واحدة مكتملة} two {جلستان مكتملتان} few {# جلسات مكتملة} many {# جلسة مكتملة} other {# جلسة مكتملة}}.',
  },
  'records.level.name': {
    'it-IT': '[level] in [category]',
    'en-GB': '[level] in [category]',
    'de-DE': '[level] in [category]',
    'ar-EG': '[level] في [category]',
  },
  'records.course.name': {
    'it-IT': 'Corso completato: [course]',
    'en-GB': 'Course completed: [course]',
    'de-DE': 'Kurs abgeschlossen: [course]',
    'ar-EG': 'دورة مكتملة: [course]',
  },
  'records.course.description': {
    'it-IT': 'Il corso «[course]» su [site], completato, con il tempo di studio attivo misurato per completarlo.',
    'en-GB': 'The course “[course]” on [site], completed, with the active study time measured to complete it.',
    'de-DE': 'Der Kurs „[course]“ auf [site], abgeschlossen, mit der dafür gemessenen aktiven Lernzeit.',
    'ar-EG': 'الدورة «[course]» على [site]، مكتملة، مع وقت الدراسة النشط المقيس لإكمالها.',
  },
  'records.course.criteria': {
    'it-IT': 'Completare ogni sessione del corso. I minuti sono tempo di studio attivo misurato: non un esame sotto sorveglianza.',
    'en-GB': 'Complete every session of the course. The minutes are measured active study time: not an exam under supervision.',
    'de-DE': 'Jede Lektion des Kurses abschließen. Die Minuten sind gemessene aktive Lernzeit: keine beaufsichtigte Prüfung.',
    'ar-EG': 'إكمال كل جلسات الدورة. الدقائق وقت دراسة نشط مقيس: وليست امتحانًا تحت المراقبة.',
  },
  'records.result.minutes': {
    'it-IT': 'Minuti di studio attivo',
    'en-GB': 'Minutes of active study',
    'de-DE': 'Minuten aktiven Lernens',
    'ar-EG': 'دقائق الدراسة النشطة',
  },
  'records.result.sessions': {
    'it-IT': 'Sessioni completate',
    'en-GB': 'Sessions completed',
    'de-DE': 'Abgeschlossene Lektionen',
    'ar-EG': 'الجلسات المكتملة',
  },
  'records.result.firstDay': {
    'it-IT': 'Primo giorno di studio',
    'en-GB': 'First day of study',
    'de-DE': 'Erster Lerntag',
    'ar-EG': 'أول يوم دراسة',
  },
  'records.result.lastDay': {
    'it-IT': 'Ultimo giorno di studio',
    'en-GB': 'Last day of study',
    'de-DE': 'Letzter Lerntag',
    'ar-EG': 'آخر يوم دراسة',
  },
  'records.result.mastered': {
    'it-IT': 'Domande padroneggiate',
    'en-GB': 'Questions mastered',
    'de-DE': 'Beherrschte Fragen',
    'ar-EG': 'الأسئلة المتقنة',
  },
  'records.effort.evidence.name': {
    'it-IT': 'Come [site] misura il tempo di studio',
    'en-GB': 'How [site] measures study time',
    'de-DE': 'Wie [site] die Lernzeit misst',
    'ar-EG': 'كيف يقيس [site] وقت الدراسة',
  },
  'records.effort.evidence.narrative': {
    'it-IT':
      'Conta solo il tempo con la pagina visibile e in uso: si ferma dopo [idle] minuti senza attività, e nessun intervallo vale più di [cap] minuti. Lo studio offline conta quando arriva, con la sua ora. Prova il tempo di studio misurato, non l’apprendimento, e non è un esame sotto sorveglianza.',
    'en-GB':
      'Only time with the page visible and in use counts: it stops after [idle] minutes without activity, and no interval counts for more than [cap] minutes. Study offline counts when it arrives, at its own time. It proves measured study time, not learning, and it is not an exam under supervision.',
    'de-DE':
      'Es zählt nur Zeit, in der die Seite sichtbar ist und genutzt wird: Nach [idle] Minuten ohne Aktivität stoppt sie, und kein Intervall zählt mehr als [cap] Minuten. Offline-Lernen zählt, sobald es eintrifft, zu seiner eigenen Zeit. Belegt wird gemessene Lernzeit, nicht Lernerfolg; es ist keine beaufsichtigte Prüfung.',
    'ar-EG':
      'لا يُحسب إلا الوقت الذي تكون فيه الصفحة ظاهرة وقيد الاستخدام: يتوقف بعد [idle] دقائق دون نشاط، ولا تُحسب أي فترة بأكثر من [cap] دقيقة. تُحسب الدراسة دون اتصال عند وصولها، بوقتها. يثبت هذا وقت الدراسة المقيس، لا التعلّم، وليس امتحانًا تحت المراقبة.',
  },
  'records.transcript.name': {
    'it-IT': 'Registro dello studio su [site]',
    'en-GB': 'Record of study on [site]',
    'de-DE': 'Lernnachweis auf [site]',
    'ar-EG': 'سجل الدراسة على [site]',
  },
  'records.transcript.description': {
    'it-IT':
      'Ogni corso completato su [site], con il suo attestato firmato, e il tempo di studio attivo verificato per categoria e per anno.',
    'en-GB': 'Every course completed on [site], with its signed credential, and the verified active study time per category and per year.',
    'de-DE': 'Jeder auf [site] abgeschlossene Kurs mit seinem signierten Nachweis, und die geprüfte aktive Lernzeit je Kategorie und Jahr.',
    'ar-EG': 'كل دورة مكتملة على [site] مع شهادتها الموقّعة، ووقت الدراسة النشط المُتحقَّق منه لكل فئة ولكل سنة.',
  },
  'records.total.name': {
    'it-IT': 'Tempo di studio attivo verificato',
    'en-GB': 'Verified active study time',
    'de-DE': 'Geprüfte aktive Lernzeit',
    'ar-EG': 'وقت الدراسة النشط المُتحقَّق منه',
  },
  'records.total.category': {
    'it-IT': 'Minuti in [category], [year]',
    'en-GB': 'Minutes in [category], [year]',
    'de-DE': 'Minuten in [category], [year]',
    'ar-EG': 'الدقائق في [category]، [year]',
  },
  'records.total.year': {
    'it-IT': 'Minuti in tutto, [year]',
    'en-GB': 'Minutes in all, [year]',
    'de-DE': 'Minuten insgesamt, [year]',
    'ar-EG': 'مجموع الدقائق، [year]',
  },
  'records.total.other': {
    'it-IT': 'fuori dai corsi',
    'en-GB': 'outside courses',
    'de-DE': 'außerhalb von Kursen',
    'ar-EG': 'خارج الدورات',
  },
});

type RecordsTexts = typeof recordsTexts;
declare module '@tiles/contracts' {
  // These keys join the keys of every program that imports this table.
  interface TextRegistry extends RecordsTexts {}
}
