import { defineTexts } from '@tiles/contracts';

/** What the groups domain writes to learners itself: the reminder of work falling due (the mail's are the mail lib's). */
export const groupsApiTexts = defineTexts({
  'notification.groups.due.title': {
    'it-IT': '{days, plural, =0 {Compiti in scadenza oggi} one {Compiti in scadenza domani} other {Compiti in scadenza tra # giorni}}',
    'en-GB': '{days, plural, =0 {Work due today} one {Work due tomorrow} other {Work due in # days}}',
    'de-DE': '{days, plural, =0 {Heute fällige Aufgaben} one {Morgen fällige Aufgaben} other {In # Tagen fällige Aufgaben}}',
    'ar-EG':
      '{days, plural, =0 {مهام موعدها اليوم} one {مهام موعدها غدًا} two {مهام موعدها بعد يومين} few {مهام موعدها بعد # أيام} many {مهام موعدها بعد # يومًا} other {مهام موعدها بعد # يوم}}',
  },
  'notification.groups.due.body': {
    'it-IT':
      '{count, plural, one {Un compito dei tuoi gruppi non è ancora completato.} other {# compiti dei tuoi gruppi non sono ancora completati.}}',
    'en-GB':
      '{count, plural, one {One assignment of your groups is not completed yet.} other {# assignments of your groups are not completed yet.}}',
    'de-DE':
      '{count, plural, one {Eine Aufgabe deiner Gruppen ist noch nicht erledigt.} other {# Aufgaben deiner Gruppen sind noch nicht erledigt.}}',
    'ar-EG':
      '{count, plural, zero {لا مهام غير مكتملة في مجموعاتك.} one {مهمة واحدة من مهام مجموعاتك لم تكتمل بعد.} two {مهمتان من مهام مجموعاتك لم تكتملا بعد.} few {# مهام من مهام مجموعاتك لم تكتمل بعد.} many {# مهمة من مهام مجموعاتك لم تكتمل بعد.} other {# مهمة من مهام مجموعاتك لم تكتمل بعد.}}',
  },
});

type GroupsApiTexts = typeof groupsApiTexts;
declare module '@tiles/contracts' {
  // These keys join the keys of every program that imports this table.
  interface TextRegistry extends GroupsApiTexts {}
}
