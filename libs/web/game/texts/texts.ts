import { defineTexts } from '@tiles/contracts';

/**
 * The interface texts of the game lib's screens, each in it-IT, en-GB, de-DE and ar-EG.
 * The api seeds them; editors change them in the CMS.
 */
export const gameTexts = defineTexts({
  'game.settings.link': {
    'it-IT': 'Obiettivo giornaliero, promemoria e notifiche: nelle impostazioni',
    'en-GB': 'Daily goal, reminders and notifications: in the settings',
    'de-DE': 'Tagesziel, Erinnerungen und Benachrichtigungen: in den Einstellungen',
    'ar-EG': 'الهدف اليومي والتذكيرات والإشعارات: في الإعدادات',
  },
  'game.settings.unavailable': {
    'it-IT': 'L’obiettivo e le notifiche non sono disponibili in questo momento: riprova più tardi.',
    'en-GB': 'Your goal and notifications are not available right now: try again later.',
    'de-DE': 'Ziel und Benachrichtigungen sind gerade nicht verfügbar: Versuche es später erneut.',
    'ar-EG': 'الهدف والإشعارات غير متاحة الآن: حاول لاحقًا.',
  },
  'game.summary.title': { 'it-IT': 'Il tuo riepilogo', 'en-GB': 'Your summary', 'de-DE': 'Deine Übersicht', 'ar-EG': 'ملخصك' },
  'game.summary.streakDays': {
    'it-IT': '{count, plural, one {giorno di serie} other {giorni di serie}}',
    'en-GB': '{count, plural, one {day in a row} other {days in a row}}',
    'de-DE': '{count, plural, one {Tag in Folge} other {Tage in Folge}}',
    'ar-EG':
      '{count, plural, zero {أيام متتالية} one {يوم متتالٍ} two {يومان متتاليان} few {أيام متتالية} many {يومًا متتاليًا} other {يوم متتالٍ}}',
  },
  'game.summary.streak': { 'it-IT': 'Serie attuale', 'en-GB': 'Current streak', 'de-DE': 'Aktuelle Serie', 'ar-EG': 'السلسلة الحالية' },
  'game.summary.today': { 'it-IT': 'Obiettivo di oggi', 'en-GB': "Today's goal", 'de-DE': 'Heutiges Ziel', 'ar-EG': 'هدف اليوم' },
  'game.summary.ofGoal': { 'it-IT': 'di [goal] min', 'en-GB': 'of [goal] min', 'de-DE': 'von [goal] Min.', 'ar-EG': 'من [goal] د' },
  'game.summary.goalMet': { 'it-IT': 'Obiettivo raggiunto!', 'en-GB': 'Goal met!', 'de-DE': 'Ziel erreicht!', 'ar-EG': 'تحقق الهدف!' },
  'game.summary.levels': { 'it-IT': 'Livelli', 'en-GB': 'Levels', 'de-DE': 'Stufen', 'ar-EG': 'المستويات' },
  'game.calendar.legend': { 'it-IT': 'Legenda', 'en-GB': 'Legend', 'de-DE': 'Legende', 'ar-EG': 'مفتاح الرموز' },
  'game.calendar.pick': {
    'it-IT': 'Tocca un giorno per vederne i dettagli.',
    'en-GB': 'Tap a day to see its details.',
    'de-DE': 'Tippe auf einen Tag, um die Details zu sehen.',
    'ar-EG': 'انقر على يوم لرؤية تفاصيله.',
  },
  'game.calendar.days': {
    'it-IT': 'Giorni del calendario',
    'en-GB': 'Days of the calendar',
    'de-DE': 'Tage des Kalenders',
    'ar-EG': 'أيام التقويم',
  },
  'game.settings.title': {
    'it-IT': 'Obiettivo e notifiche',
    'en-GB': 'Goal and notifications',
    'de-DE': 'Ziel und Benachrichtigungen',
    'ar-EG': 'الهدف والإشعارات',
  },
  'game.badge.share': {
    'it-IT': 'Condividi o scarica',
    'en-GB': 'Share or download',
    'de-DE': 'Teilen oder herunterladen',
    'ar-EG': 'مشاركة أو تنزيل',
  },
  'game.badge.shareFor': {
    'it-IT': 'Condividi o scarica: [badge]',
    'en-GB': 'Share or download: [badge]',
    'de-DE': 'Teilen oder herunterladen: [badge]',
    'ar-EG': 'مشاركة أو تنزيل: [badge]',
  },
  'game.badge.credentialItem': {
    'it-IT': 'Grado [tier] · [format]',
    'en-GB': 'Tier [tier] · [format]',
    'de-DE': 'Rang [tier] · [format]',
    'ar-EG': 'الدرجة [tier] · [format]',
  },
  'game.section.title': {
    'it-IT': 'Livelli, serie e badge',
    'en-GB': 'Levels, streak and badges',
    'de-DE': 'Stufen, Serie und Abzeichen',
    'ar-EG': 'المستويات والسلسلة والشارات',
  },
  'game.progress.unavailable': {
    'it-IT': 'I tuoi livelli e badge non sono disponibili in questo momento: riprova più tardi.',
    'en-GB': 'Your levels and badges are not available right now: try again later.',
    'de-DE': 'Deine Stufen und Abzeichen sind gerade nicht verfügbar: Versuche es später noch einmal.',
    'ar-EG': 'مستوياتك وشاراتك غير متاحة الآن: حاول لاحقًا.',
  },
  'game.levels.title': {
    'it-IT': 'Livelli per categoria',
    'en-GB': 'Levels by category',
    'de-DE': 'Stufen nach Kategorie',
    'ar-EG': 'المستويات حسب الفئة',
  },
  'game.levels.empty': {
    'it-IT': 'Studia un corso per salire di livello nella sua categoria.',
    'en-GB': 'Study a course to climb levels in its category.',
    'de-DE': 'Lerne einen Kurs, um in seiner Kategorie aufzusteigen.',
    'ar-EG': 'ادرس دورة لترتقي في مستويات فئتها.',
  },
  'game.level.toNext': {
    'it-IT': '[current] su [next] XP per il [level]',
    'en-GB': '[current] of [next] XP to [level]',
    'de-DE': '[current] von [next] XP bis [level]',
    'ar-EG': '[current] من [next] نقطة خبرة للوصول إلى [level]',
  },
  'game.level.top': {
    'it-IT': '[current] XP: hai raggiunto il livello più alto',
    'en-GB': '[current] XP: you reached the top level',
    'de-DE': '[current] XP: Du hast die höchste Stufe erreicht',
    'ar-EG': '[current] نقطة خبرة: بلغت أعلى مستوى',
  },
  'game.streak.title': { 'it-IT': 'Serie di studio', 'en-GB': 'Study streak', 'de-DE': 'Lernserie', 'ar-EG': 'سلسلة الدراسة' },
  'game.streak.current': {
    'it-IT': 'Serie attuale: {count, plural, one {# giorno} other {# giorni}}',
    'en-GB': 'Current streak: {count, plural, one {# day} other {# days}}',
    'de-DE': 'Aktuelle Serie: {count, plural, one {# Tag} other {# Tage}}',
    'ar-EG': 'السلسلة الحالية: {count, plural, zero {# يوم} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}',
  },
  'game.streak.longest': {
    'it-IT': 'Record: {count, plural, one {# giorno} other {# giorni}}',
    'en-GB': 'Longest: {count, plural, one {# day} other {# days}}',
    'de-DE': 'Rekord: {count, plural, one {# Tag} other {# Tage}}',
    'ar-EG': 'الأطول: {count, plural, zero {# يوم} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}',
  },
  'game.streak.freezes': {
    'it-IT': 'Congelamenti disponibili: [count] su 2',
    'en-GB': 'Freezes held: [count] of 2',
    'de-DE': 'Verfügbare Freezes: [count] von 2',
    'ar-EG': 'التجميدات المتوفرة: [count] من ٢',
  },
  'game.streak.today': {
    'it-IT': 'Oggi: {minutes, plural, one {# minuto} other {# minuti}} su [goal]',
    'en-GB': 'Today: [minutes] of {goal, plural, one {# minute} other {# minutes}}',
    'de-DE': 'Heute: [minutes] von {goal, plural, one {# Minute} other {# Minuten}}',
    'ar-EG':
      'اليوم: [minutes] من {goal, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}',
  },
  'game.streak.rules': {
    'it-IT':
      "Un giorno conta quando raggiungi l'obiettivo. Ogni 7 giorni di fila guadagni un congelamento, che copre da solo un giorno saltato; una serie interrotta si ripara studiando il doppio entro 2 giorni.",
    'en-GB':
      'A day counts when you meet your goal. Every 7 days in a row earn a freeze, which covers a missed day by itself; a broken streak is repaired by studying twice your goal within 2 days.',
    'de-DE':
      'Ein Tag zählt, wenn du dein Ziel erreichst. Alle 7 Tage in Folge erhältst du einen Freeze, der einen verpassten Tag abdeckt; eine unterbrochene Serie reparierst du, indem du innerhalb von 2 Tagen doppelt so viel lernst.',
    'ar-EG':
      'يُحتسب اليوم عندما تحقق هدفك. كل ٧ أيام متتالية تكسبك تجميدًا يغطي يومًا فائتًا تلقائيًا؛ وتُصلَح السلسلة المنقطعة بالدراسة ضعف هدفك خلال يومين.',
  },
  'game.goal.label': { 'it-IT': 'Obiettivo giornaliero', 'en-GB': 'Daily goal', 'de-DE': 'Tagesziel', 'ar-EG': 'الهدف اليومي' },
  'game.goal.option': {
    'it-IT': '{minutes, plural, one {# minuto} other {# minuti}}',
    'en-GB': '{minutes, plural, one {# minute} other {# minutes}}',
    'de-DE': '{minutes, plural, one {# Minute} other {# Minuten}}',
    'ar-EG': '{minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}}',
  },
  'game.goal.saved': {
    'it-IT': 'Obiettivo salvato: {minutes, plural, one {# minuto} other {# minuti}} al giorno.',
    'en-GB': 'Goal saved: {minutes, plural, one {# minute} other {# minutes}} a day.',
    'de-DE': 'Ziel gespeichert: {minutes, plural, one {# Minute} other {# Minuten}} am Tag.',
    'ar-EG':
      'حُفظ الهدف: {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}} في اليوم.',
  },
  'game.goal.failed': {
    'it-IT': 'Obiettivo non salvato: resta quello di prima. Riprova tra poco.',
    'en-GB': 'Goal not saved: the previous one stays. Please try again shortly.',
    'de-DE': 'Ziel nicht gespeichert: das bisherige bleibt. Bitte versuche es gleich noch einmal.',
    'ar-EG': 'لم يُحفظ الهدف: يبقى الهدف السابق. يُرجى المحاولة مرة أخرى بعد قليل.',
  },
  'game.calendar.caption': {
    'it-IT': '{weeks, plural, one {L’ultima settimana} other {Le ultime # settimane}}',
    'en-GB': '{weeks, plural, one {The last week} other {The last # weeks}}',
    'de-DE': '{weeks, plural, one {Die letzte Woche} other {Die letzten # Wochen}}',
    'ar-EG':
      '{weeks, plural, zero {آخر # أسبوع} one {الأسبوع الأخير} two {الأسبوعان الأخيران} few {آخر # أسابيع} many {آخر # أسبوعًا} other {آخر # أسبوع}}',
  },
  'game.calendar.day': {
    'it-IT': '[day]: [state], {minutes, plural, one {# minuto} other {# minuti}}',
    'en-GB': '[day]: [state], {minutes, plural, one {# minute} other {# minutes}}',
    'de-DE': '[day]: [state], {minutes, plural, one {# Minute} other {# Minuten}}',
    'ar-EG':
      '[day]: [state]، {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}}',
  },
  'game.calendar.studied': { 'it-IT': 'obiettivo raggiunto', 'en-GB': 'goal met', 'de-DE': 'Ziel erreicht', 'ar-EG': 'تحقق الهدف' },
  'game.calendar.frozen': {
    'it-IT': 'coperto da un congelamento',
    'en-GB': 'covered by a freeze',
    'de-DE': 'durch einen Freeze abgedeckt',
    'ar-EG': 'غطّاه تجميد',
  },
  'game.calendar.repaired': { 'it-IT': 'riparato', 'en-GB': 'repaired', 'de-DE': 'repariert', 'ar-EG': 'أُصلح' },
  'game.calendar.missed': {
    'it-IT': 'obiettivo non raggiunto',
    'en-GB': 'goal not met',
    'de-DE': 'Ziel nicht erreicht',
    'ar-EG': 'لم يتحقق الهدف',
  },
  'game.calendar.today': { 'it-IT': 'oggi', 'en-GB': 'today', 'de-DE': 'heute', 'ar-EG': 'اليوم' },
  'game.badges.title': { 'it-IT': 'Badge', 'en-GB': 'Badges', 'de-DE': 'Abzeichen', 'ar-EG': 'الشارات' },
  'game.badge.tier': {
    'it-IT': 'Grado [tier] di [tiers]',
    'en-GB': 'Tier [tier] of [tiers]',
    'de-DE': 'Rang [tier] von [tiers]',
    'ar-EG': 'الدرجة [tier] من [tiers]',
  },
  'game.badge.next': {
    'it-IT': '[amount] su [threshold] per il prossimo grado',
    'en-GB': '[amount] of [threshold] to the next tier',
    'de-DE': '[amount] von [threshold] bis zum nächsten Rang',
    'ar-EG': '[amount] من [threshold] للدرجة التالية',
  },
  'game.badge.locked': {
    'it-IT': 'Non ancora ottenuto',
    'en-GB': 'Not earned yet',
    'de-DE': 'Noch nicht erhalten',
    'ar-EG': 'لم تُكتسب بعد',
  },
  'game.badge.hidden': {
    'it-IT': 'Badge nascosto: scoprilo studiando',
    'en-GB': 'Hidden badge: study to find it',
    'de-DE': 'Verborgenes Abzeichen: Lerne, um es zu entdecken',
    'ar-EG': 'شارة مخفية: ادرس لتكتشفها',
  },
  'game.badge.obtained': {
    'it-IT': 'Ottenuto il [date]',
    'en-GB': 'Earned on [date]',
    'de-DE': 'Erhalten am [date]',
    'ar-EG': 'اكتُسبت في [date]',
  },
  'game.badge.credential': {
    'it-IT': 'Credenziale del grado [tier]:',
    'en-GB': 'Tier [tier] credential:',
    'de-DE': 'Nachweis für Rang [tier]:',
    'ar-EG': 'شهادة الدرجة [tier]:',
  },
  'game.badge.download': {
    'it-IT': 'Scarica la credenziale del grado [tier] di [badge] ([format])',
    'en-GB': 'Download the tier [tier] credential of [badge] ([format])',
    'de-DE': 'Nachweis für Rang [tier] von [badge] herunterladen ([format])',
    'ar-EG': 'نزّل شهادة الدرجة [tier] لشارة [badge] ([format])',
  },
  'records.xapi.title': {
    'it-IT': 'I tuoi dati di apprendimento (xAPI)',
    'en-GB': 'Your learning records (xAPI)',
    'de-DE': 'Deine Lerndaten (xAPI)',
    'ar-EG': 'سجلات تعلّمك (xAPI)',
  },
  'records.xapi.intro': {
    'it-IT':
      'Scarica le tue attività come dichiarazioni xAPI, da portare in qualsiasi LRS. Il tuo nome non compare: sei identificato da uno pseudonimo.',
    'en-GB': 'Download your activity as xAPI statements to take to any LRS. Your name is not in them: a pseudonym identifies you.',
    'de-DE':
      'Lade deine Aktivitäten als xAPI-Statements herunter, für jedes LRS. Dein Name steht nicht darin: Ein Pseudonym identifiziert dich.',
    'ar-EG': 'نزّل نشاطك كعبارات xAPI لتأخذها إلى أي LRS. اسمك ليس فيها: يعرّفك اسم مستعار.',
  },
  'records.xapi.from': { 'it-IT': 'Dal giorno', 'en-GB': 'From', 'de-DE': 'Vom', 'ar-EG': 'من' },
  'records.xapi.to': { 'it-IT': 'Al giorno', 'en-GB': 'To', 'de-DE': 'Bis zum', 'ar-EG': 'إلى' },
  'records.xapi.format': { 'it-IT': 'Formato', 'en-GB': 'Format', 'de-DE': 'Format', 'ar-EG': 'الصيغة' },
  'records.xapi.download': { 'it-IT': 'Scarica', 'en-GB': 'Download', 'de-DE': 'Herunterladen', 'ar-EG': 'تنزيل' },
  'records.xapi.range': {
    'it-IT': "Il primo giorno non può venire dopo l'ultimo.",
    'en-GB': 'The first day cannot come after the last one.',
    'de-DE': 'Der erste Tag darf nicht nach dem letzten liegen.',
    'ar-EG': 'لا يمكن أن يأتي اليوم الأول بعد اليوم الأخير.',
  },
  'game.ledger.title': {
    'it-IT': "Da dove viene l'esperienza",
    'en-GB': 'Where your experience came from',
    'de-DE': 'Woher deine Erfahrung stammt',
    'ar-EG': 'من أين جاءت خبرتك',
  },
  'game.ledger.pendingTitle': {
    'it-IT': 'Lezioni completate in attesa di XP',
    'en-GB': 'Completed sessions waiting for their XP',
    'de-DE': 'Abgeschlossene Lektionen, die noch auf ihre XP warten',
    'ar-EG': 'جلسات مكتملة تنتظر نقاط خبرتها',
  },
  'game.ledger.pending': {
    'it-IT': 'studiala ancora {minutes, plural, one {# minuto} other {# minuti}} per i suoi XP',
    'en-GB': 'study {minutes, plural, one {# more minute} other {# more minutes}} for its XP',
    'de-DE': 'noch {minutes, plural, one {# Minute} other {# Minuten}} lernen für ihre XP',
    'ar-EG':
      'ادرس {minutes, plural, zero {# دقيقة أخرى} one {دقيقة أخرى} two {دقيقتين أخريين} few {# دقائق أخرى} many {# دقيقة أخرى} other {# دقيقة أخرى}} لتحصل على نقاط خبرتها',
  },
  'game.ledger.empty': {
    'it-IT': 'Ancora nessun punto esperienza: ogni minuto di studio in un corso conta.',
    'en-GB': 'No experience yet: every minute of study in a course counts.',
    'de-DE': 'Noch keine Erfahrungspunkte: Jede Lernminute in einem Kurs zählt.',
    'ar-EG': 'لا خبرة بعد: كل دقيقة دراسة في دورة تُحتسب.',
  },
  'game.ledger.time': {
    'it-IT': 'Tempo di studio del [day]',
    'en-GB': 'Study time on [day]',
    'de-DE': 'Lernzeit am [day]',
    'ar-EG': 'وقت الدراسة في [day]',
  },
  'game.ledger.session': {
    'it-IT': 'Lezione completata: [subject]',
    'en-GB': 'Session completed: [subject]',
    'de-DE': 'Lektion abgeschlossen: [subject]',
    'ar-EG': 'جلسة مكتملة: [subject]',
  },
  'game.ledger.module': {
    'it-IT': 'Modulo completato in [subject]',
    'en-GB': 'Module completed in [subject]',
    'de-DE': 'Modul abgeschlossen in [subject]',
    'ar-EG': 'وحدة مكتملة في [subject]',
  },
  'game.ledger.course': {
    'it-IT': 'Corso completato: [subject]',
    'en-GB': 'Course completed: [subject]',
    'de-DE': 'Kurs abgeschlossen: [subject]',
    'ar-EG': 'دورة مكتملة: [subject]',
  },
  'game.ledger.goal': {
    'it-IT': 'Obiettivo giornaliero del [day]',
    'en-GB': 'Daily goal on [day]',
    'de-DE': 'Tagesziel am [day]',
    'ar-EG': 'الهدف اليومي في [day]',
  },
  'game.ledger.recall': {
    'it-IT': 'Ripasso: {count, plural, one {# carta ricordata} other {# carte ricordate}}',
    'en-GB': 'Review: {count, plural, one {# card recalled} other {# cards recalled}}',
    'de-DE': 'Wiederholung: {count, plural, one {# Karte erinnert} other {# Karten erinnert}}',
    'ar-EG':
      'المراجعة: {count, plural, zero {استُذكرت # بطاقة} one {استُذكرت بطاقة واحدة} two {استُذكرت بطاقتان} few {استُذكرت # بطاقات} many {استُذكرت # بطاقة} other {استُذكرت # بطاقة}}',
  },
  'game.ledger.practice': {
    'it-IT': 'Tutte le domande di [subject]',
    'en-GB': 'Every question of [subject]',
    'de-DE': 'Alle Fragen von [subject]',
    'ar-EG': 'كل أسئلة [subject]',
  },
  'game.notices.title': {
    'it-IT': 'Notifiche di gioco',
    'en-GB': 'Game notifications',
    'de-DE': 'Spiel-Benachrichtigungen',
    'ar-EG': 'إشعارات اللعبة',
  },
  'game.notices.reminderHour': {
    'it-IT': 'Promemoria della serie alle',
    'en-GB': 'Streak reminder at',
    'de-DE': 'Serien-Erinnerung um',
    'ar-EG': 'تذكير السلسلة في الساعة',
  },
  'game.notices.hour': { 'it-IT': '[hour]:00', 'en-GB': '[hour]:00', 'de-DE': '[hour]:00 Uhr', 'ar-EG': '[hour]:٠٠' },
  'game.notices.kind.level': { 'it-IT': 'Nuovi livelli', 'en-GB': 'New levels', 'de-DE': 'Neue Stufen', 'ar-EG': 'مستويات جديدة' },
  'game.notices.kind.badge': { 'it-IT': 'Nuovi badge', 'en-GB': 'New badges', 'de-DE': 'Neue Abzeichen', 'ar-EG': 'شارات جديدة' },
  'game.notices.kind.freeze': {
    'it-IT': 'Congelamenti usati',
    'en-GB': 'Freezes used',
    'de-DE': 'Genutzte Freezes',
    'ar-EG': 'تجميدات مستخدمة',
  },
  'game.notices.kind.repair': {
    'it-IT': 'Serie riparate',
    'en-GB': 'Streaks repaired',
    'de-DE': 'Reparierte Serien',
    'ar-EG': 'سلاسل مُصلحة',
  },
  'game.notices.kind.risk': { 'it-IT': 'Serie a rischio', 'en-GB': 'Streak at risk', 'de-DE': 'Serie in Gefahr', 'ar-EG': 'سلسلة في خطر' },
  'game.notices.kind.review': {
    'it-IT': 'Carte da ripassare',
    'en-GB': 'Cards due for review',
    'de-DE': 'Fällige Karten',
    'ar-EG': 'بطاقات مستحقة للمراجعة',
  },
  'game.notices.kind.messages': {
    'it-IT': 'Messaggi del sito',
    'en-GB': 'Messages from the site',
    'de-DE': 'Nachrichten der Website',
    'ar-EG': 'رسائل من الموقع',
  },
  'game.notices.inApp': { 'it-IT': 'Nell’app', 'en-GB': 'In the app', 'de-DE': 'In der App', 'ar-EG': 'في التطبيق' },
  'game.notices.byPush': {
    'it-IT': 'Anche con notifiche push',
    'en-GB': 'Also by push',
    'de-DE': 'Auch per Push',
    'ar-EG': 'عبر الإشعارات الفورية أيضًا',
  },
  'game.notices.saved': {
    'it-IT': 'Impostazioni salvate.',
    'en-GB': 'Settings saved.',
    'de-DE': 'Einstellungen gespeichert.',
    'ar-EG': 'حُفظت الإعدادات.',
  },
  'game.notices.failed': {
    'it-IT': 'Impostazioni non salvate: restano quelle di prima. Riprova tra poco.',
    'en-GB': 'Settings not saved: the previous ones stay. Please try again shortly.',
    'de-DE': 'Einstellungen nicht gespeichert: die bisherigen bleiben. Bitte versuche es gleich noch einmal.',
    'ar-EG': 'لم تُحفظ الإعدادات: تبقى الإعدادات السابقة. يُرجى المحاولة مرة أخرى بعد قليل.',
  },
  'game.ledger.showAll': {
    'it-IT': 'Mostra tutte le [count]',
    'en-GB': 'Show all [count]',
    'de-DE': 'Alle [count] zeigen',
    'ar-EG': 'عرض الكل ([count])',
  },
  'game.calendar.summary': {
    'it-IT':
      "Su {days, plural, one {# giorno} other {# giorni}}: [studied] con l'obiettivo raggiunto, {frozen, plural, one {# coperto} other {# coperti}} da un congelamento, {repaired, plural, one {# riparato} other {# riparati}}.",
    'en-GB':
      'Over {days, plural, one {# day} other {# days}}: [studied] with the goal met, [frozen] covered by a freeze, [repaired] repaired.',
    'de-DE':
      '{days, plural, one {An # Tag} other {In # Tagen}}: [studied] mit erreichtem Ziel, [frozen] durch einen Freeze abgedeckt, [repaired] repariert.',
    'ar-EG':
      'على مدى {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}: [studied] بتحقيق الهدف، و[frozen] غطّاها تجميد، و[repaired] أُصلحت.',
  },
  'game.notices.byMail': { 'it-IT': 'Per mail', 'en-GB': 'By mail', 'de-DE': 'Per E-Mail', 'ar-EG': 'بالبريد' },
  'game.notices.kind.digest': {
    'it-IT': 'Riepilogo settimanale (lunedì mattina)',
    'en-GB': 'Weekly digest (Monday morning)',
    'de-DE': 'Wöchentliche Zusammenfassung (Montagmorgen)',
    'ar-EG': 'الملخص الأسبوعي (صباح الاثنين)',
  },
  'game.notices.kind.due': {
    'it-IT': 'Compiti in scadenza (3 giorni prima e il giorno stesso)',
    'en-GB': 'Assignments falling due (3 days before and on the day)',
    'de-DE': 'Fällige Aufgaben (3 Tage vorher und am Tag selbst)',
    'ar-EG': 'المهام المستحقة (قبل 3 أيام وفي اليوم نفسه)',
  },
});

type GameTexts = typeof gameTexts;
declare module '@tiles/contracts' {
  // These keys join the keys of every program that imports this table.
  interface TextRegistry extends GameTexts {}
}
