import { defineTexts } from '@tiles/contracts';

/**
 * The interface texts of what the mail domain writes to people (its mails),
 * each in it-IT, en-GB, de-DE and ar-EG. The api seeds them; editors change them in the CMS.
 */
export const mailTexts = defineTexts({
  'mail.greeting': { 'it-IT': 'Ciao [name],', 'en-GB': 'Hello [name],', 'de-DE': 'Hallo [name],', 'ar-EG': 'مرحبًا يا [name]،' },
  'mail.unsubscribe': {
    'it-IT': 'Non vuoi più ricevere questa mail?',
    'en-GB': 'Don’t want this mail any more?',
    'de-DE': 'Diese E-Mail nicht mehr erhalten?',
    'ar-EG': 'ألا تريد هذا البريد بعد الآن؟',
  },
  'mail.streakReminder.subject': {
    'it-IT': '{streak, plural, one {La tua serie di # giorno è a rischio} other {La tua serie di # giorni è a rischio}}',
    'en-GB': '{streak, plural, one {Your #-day streak is at risk} other {Your #-day streak is at risk}}',
    'de-DE': '{streak, plural, one {Deine Serie von # Tag ist in Gefahr} other {Deine Serie von # Tagen ist in Gefahr}}',
    'ar-EG':
      '{streak, plural, zero {سلسلتك البالغة # يوم في خطر} one {سلسلتك البالغة يومًا واحدًا في خطر} two {سلسلتك البالغة يومين في خطر} few {سلسلتك البالغة # أيام في خطر} many {سلسلتك البالغة # يومًا في خطر} other {سلسلتك البالغة # يوم في خطر}}',
  },
  'mail.streakReminder.body': {
    'it-IT':
      '{minutes, plural, one {Oggi ti manca ancora # minuto} other {Oggi ti mancano ancora # minuti}} per raggiungere il tuo obiettivo su [site] e {streak, plural, one {mantenere la serie di # giorno.} other {mantenere la serie di # giorni.}}',
    'en-GB':
      '{minutes, plural, one {You still need # minute} other {You still need # minutes}} of study on [site] today to reach your goal and keep your {streak, plural, one {#-day streak.} other {#-day streak.}}',
    'de-DE':
      '{minutes, plural, one {Dir fehlt heute noch # Minute} other {Dir fehlen heute noch # Minuten}} auf [site], um dein Ziel zu erreichen und deine {streak, plural, one {Serie von # Tag zu halten.} other {Serie von # Tagen zu halten.}}',
    'ar-EG':
      '{minutes, plural, zero {لا تزال تحتاج إلى # دقيقة} one {لا تزال تحتاج إلى دقيقة واحدة} two {لا تزال تحتاج إلى دقيقتين} few {لا تزال تحتاج إلى # دقائق} many {لا تزال تحتاج إلى # دقيقة} other {لا تزال تحتاج إلى # دقيقة}} من الدراسة على [site] اليوم لتبلغ هدفك وتحافظ على {streak, plural, zero {سلسلتك البالغة # يوم.} one {سلسلتك البالغة يومًا واحدًا.} two {سلسلتك البالغة يومين.} few {سلسلتك البالغة # أيام.} many {سلسلتك البالغة # يومًا.} other {سلسلتك البالغة # يوم.}}',
  },
  'mail.streakReminder.action': { 'it-IT': 'Studia ora', 'en-GB': 'Study now', 'de-DE': 'Jetzt lernen', 'ar-EG': 'ادرس الآن' },
  'mail.reviewReminder.subject': {
    'it-IT': '{count, plural, one {Una carta da ripassare oggi} other {# carte da ripassare oggi}}',
    'en-GB': '{count, plural, one {One card to review today} other {# cards to review today}}',
    'de-DE': '{count, plural, one {Eine Karte heute zu wiederholen} other {# Karten heute zu wiederholen}}',
    'ar-EG':
      '{count, plural, zero {# بطاقة للمراجعة اليوم} one {بطاقة واحدة للمراجعة اليوم} two {بطاقتان للمراجعة اليوم} few {# بطاقات للمراجعة اليوم} many {# بطاقة للمراجعة اليوم} other {# بطاقة للمراجعة اليوم}}',
  },
  'mail.reviewReminder.body': {
    'it-IT': 'Su [site] ti aspettano le carte che hai studiato: ripassarle ora le fissa nella memoria.',
    'en-GB': 'The cards you studied are waiting for you on [site]: reviewing them now makes them stick.',
    'de-DE': 'Auf [site] warten die Karten, die du gelernt hast: Wenn du sie jetzt wiederholst, bleiben sie hängen.',
    'ar-EG': 'البطاقات التي درستها تنتظرك على [site]: مراجعتها الآن تثبّتها في ذاكرتك.',
  },
  'mail.reviewReminder.action': { 'it-IT': 'Ripassa', 'en-GB': 'Review', 'de-DE': 'Wiederholen', 'ar-EG': 'راجع' },
  'mail.dueReminder.subject': {
    'it-IT':
      '{days, plural, =0 {Scade oggi: un compito da completare} one {Domani scade un compito da completare} other {Tra # giorni scade un compito da completare}}',
    'en-GB':
      '{days, plural, =0 {Due today: work to complete} one {Due tomorrow: work to complete} other {Due in # days: work to complete}}',
    'de-DE':
      '{days, plural, =0 {Heute fällig: eine Aufgabe zu erledigen} one {Morgen fällig: eine Aufgabe zu erledigen} other {In # Tagen fällig: eine Aufgabe zu erledigen}}',
    'ar-EG':
      '{days, plural, =0 {موعدها اليوم: مهمة لتكملها} one {موعدها غدًا: مهمة لتكملها} two {موعدها بعد يومين: مهمة لتكملها} few {موعدها بعد # أيام: مهمة لتكملها} many {موعدها بعد # يومًا: مهمة لتكملها} other {موعدها بعد # يوم: مهمة لتكملها}}',
  },
  'mail.dueReminder.body': {
    'it-IT':
      '{count, plural, one {Su [site] un compito assegnato dai tuoi insegnanti non è ancora completato.} other {Su [site] # compiti assegnati dai tuoi insegnanti non sono ancora completati.}}',
    'en-GB':
      '{count, plural, one {On [site], one assignment from your teachers is not completed yet.} other {On [site], # assignments from your teachers are not completed yet.}}',
    'de-DE':
      '{count, plural, one {Auf [site] ist eine Aufgabe deiner Lehrkräfte noch nicht erledigt.} other {Auf [site] sind # Aufgaben deiner Lehrkräfte noch nicht erledigt.}}',
    'ar-EG':
      '{count, plural, zero {لا مهام غير مكتملة على [site].} one {على [site] مهمة واحدة من معلّميك لم تكتمل بعد.} two {على [site] مهمتان من معلّميك لم تكتملا بعد.} few {على [site] # مهام من معلّميك لم تكتمل بعد.} many {على [site] # مهمة من معلّميك لم تكتمل بعد.} other {على [site] # مهمة من معلّميك لم تكتمل بعد.}}',
  },
  'mail.dueReminder.action': {
    'it-IT': 'Vedi i compiti',
    'en-GB': 'See the assignments',
    'de-DE': 'Aufgaben ansehen',
    'ar-EG': 'اعرض المهام',
  },
  'mail.weeklyDigest.subject': {
    'it-IT': 'La tua settimana su [site]: [minutes] min di studio',
    'en-GB': 'Your week on [site]: [minutes] min of study',
    'de-DE': 'Deine Woche auf [site]: [minutes] Min. gelernt',
    'ar-EG': 'أسبوعك على [site]: [minutes] د من الدراسة',
  },
  'mail.weeklyDigest.body': {
    'it-IT':
      '{minutes, plural, one {La settimana scorsa hai studiato # minuto} other {La settimana scorsa hai studiato # minuti}} (la settimana prima: [before] min).\n\n[courses]\n\n{streak, plural, one {Serie: # giorno.} other {Serie: # giorni.}} Carte da ripassare oggi: [due].\n\n[next]',
    'en-GB':
      '{minutes, plural, one {Last week you studied for # minute} other {Last week you studied for # minutes}} (the week before: [before] min).\n\n[courses]\n\n{streak, plural, one {Streak: # day.} other {Streak: # days.}} Cards to review today: [due].\n\n[next]',
    'de-DE':
      '{minutes, plural, one {Letzte Woche hast du # Minute gelernt} other {Letzte Woche hast du # Minuten gelernt}} (die Woche davor: [before] Min.).\n\n[courses]\n\n{streak, plural, one {Serie: # Tag.} other {Serie: # Tage.}} Heute zu wiederholende Karten: [due].\n\n[next]',
    'ar-EG':
      '{minutes, plural, zero {درست الأسبوع الماضي # دقيقة} one {درست الأسبوع الماضي دقيقة واحدة} two {درست الأسبوع الماضي دقيقتين} few {درست الأسبوع الماضي # دقائق} many {درست الأسبوع الماضي # دقيقة} other {درست الأسبوع الماضي # دقيقة}} (الأسبوع الذي قبله: [before] د).\n\n[courses]\n\n{streak, plural, zero {السلسلة: # يوم.} one {السلسلة: يوم واحد.} two {السلسلة: يومان.} few {السلسلة: # أيام.} many {السلسلة: # يومًا.} other {السلسلة: # يوم.}} بطاقات للمراجعة اليوم: [due].\n\n[next]',
  },
  'mail.weeklyDigest.course': {
    'it-IT': '[course]: [minutes] min (la settimana prima: [before] min)',
    'en-GB': '[course]: [minutes] min (the week before: [before] min)',
    'de-DE': '[course]: [minutes] Min. (die Woche davor: [before] Min.)',
    'ar-EG': '[course]: [minutes] د (الأسبوع الذي قبله: [before] د)',
  },
  'mail.weeklyDigest.noCourse': {
    'it-IT': 'Nessun corso studiato la settimana scorsa.',
    'en-GB': 'No course studied last week.',
    'de-DE': 'Letzte Woche kein Kurs gelernt.',
    'ar-EG': 'لم تدرس أي دورة الأسبوع الماضي.',
  },
  'mail.weeklyDigest.next': {
    'it-IT': 'Prossima sessione: «[session]» in «[course]».',
    'en-GB': 'Next session: “[session]” in “[course]”.',
    'de-DE': 'Nächste Einheit: „[session]“ in „[course]“.',
    'ar-EG': 'الجلسة التالية: «[session]» في «[course]».',
  },
  'mail.weeklyDigest.noNext': {
    'it-IT': 'Scegli il prossimo corso dal catalogo.',
    'en-GB': 'Pick your next course from the catalogue.',
    'de-DE': 'Wähle deinen nächsten Kurs im Katalog.',
    'ar-EG': 'اختر دورتك التالية من الدليل.',
  },
  'mail.weeklyDigest.action': {
    'it-IT': 'Continua a studiare',
    'en-GB': 'Keep studying',
    'de-DE': 'Weiterlernen',
    'ar-EG': 'واصل الدراسة',
  },
  'mail.linkFallback': {
    'it-IT': 'Se il pulsante non funziona, copia questo indirizzo nel browser:',
    'en-GB': 'If the button does not work, copy this address into your browser:',
    'de-DE': 'Wenn die Schaltfläche nicht funktioniert, kopiere diese Adresse in deinen Browser:',
    'ar-EG': 'إذا لم يعمل الزر، فانسخ هذا العنوان إلى متصفحك:',
  },
  'mail.footer': {
    'it-IT': 'Questa mail è stata inviata da [site]. Non rispondere: questa casella non viene letta.',
    'en-GB': 'This email was sent by [site]. Please do not reply: this mailbox is not read.',
    'de-DE': 'Diese E-Mail wurde von [site] gesendet. Bitte antworte nicht: Dieses Postfach wird nicht gelesen.',
    'ar-EG': 'أُرسل هذا البريد من [site]. يُرجى عدم الرد: لا تُقرأ رسائل هذا الصندوق.',
  },
  'mail.verifyEmail.subject': {
    'it-IT': 'Conferma il tuo indirizzo per [site]',
    'en-GB': 'Confirm your address for [site]',
    'de-DE': 'Bestätige deine Adresse für [site]',
    'ar-EG': 'أكّد عنوانك على [site]',
  },
  'mail.verifyEmail.body': {
    'it-IT':
      'Benvenut[gender:o,a,ə] su [site]! Per finire l’iscrizione conferma il tuo indirizzo con il pulsante qui sotto.\n\nIl link vale 24 ore e si usa una volta sola. Se non ti sei iscritt[gender:o,a,ə] tu, ignora questa mail: senza conferma l’account non si apre.',
    'en-GB':
      'Welcome to [site]! To finish signing up, confirm your address with the button below.\n\nThe link works for 24 hours, once. If you did not sign up, ignore this email: without confirmation the account does not open.',
    'de-DE':
      'Willkommen bei [site]! Um die Registrierung abzuschließen, bestätige deine Adresse mit der Schaltfläche unten.\n\nDer Link gilt 24 Stunden und nur einmal. Wenn du dich nicht registriert hast, ignoriere diese E-Mail: Ohne Bestätigung öffnet sich das Konto nicht.',
    'ar-EG':
      'مرحبًا بك في [site]! لإكمال التسجيل، أكّد عنوانك بالزر أدناه.\n\nيعمل الرابط مدة ٢٤ ساعة، مرة واحدة. إذا لم تسجّل، فتجاهل هذا البريد: لا يُفتح الحساب دون تأكيد.',
  },
  'mail.verifyEmail.action': {
    'it-IT': 'Conferma l’indirizzo',
    'en-GB': 'Confirm my address',
    'de-DE': 'Adresse bestätigen',
    'ar-EG': 'أكّد عنواني',
  },
  'mail.alreadyRegistered.subject': {
    'it-IT': 'Il tuo account su [site]',
    'en-GB': 'Your account on [site]',
    'de-DE': 'Dein Konto bei [site]',
    'ar-EG': 'حسابك على [site]',
  },
  'mail.alreadyRegistered.body': {
    'it-IT':
      'Qualcuno ha provato a iscriversi a [site] con questo indirizzo, ma hai già un account. Se eri tu, accedi con la tua password; se l’hai dimenticata, scegline una nuova.\n\nSe non eri tu, ignora questa mail: il tuo account non è cambiato.',
    'en-GB':
      'Someone tried to sign up to [site] with this address, but you already have an account. If it was you, sign in with your password; if you have forgotten it, choose a new one.\n\nIf it was not you, ignore this email: your account has not changed.',
    'de-DE':
      'Jemand hat versucht, sich mit dieser Adresse bei [site] zu registrieren, aber du hast bereits ein Konto. Wenn du es warst, melde dich mit deinem Passwort an; wenn du es vergessen hast, wähle ein neues.\n\nWenn du es nicht warst, ignoriere diese E-Mail: Dein Konto hat sich nicht geändert.',
    'ar-EG':
      'حاول شخص ما التسجيل في [site] بهذا العنوان، لكن لديك حسابًا بالفعل. إن كنت أنت، فسجّل الدخول بكلمة مرورك؛ وإن نسيتها، فاختر كلمة مرور جديدة.\n\nإن لم تكن أنت، فتجاهل هذا البريد: لم يتغير حسابك.',
  },
  'mail.alreadyRegistered.action': {
    'it-IT': 'Scegli una nuova password',
    'en-GB': 'Choose a new password',
    'de-DE': 'Neues Passwort wählen',
    'ar-EG': 'اختر كلمة مرور جديدة',
  },
  'mail.passwordReset.subject': {
    'it-IT': 'Scegli una nuova password per [site]',
    'en-GB': 'Choose a new password for [site]',
    'de-DE': 'Wähle ein neues Passwort für [site]',
    'ar-EG': 'اختر كلمة مرور جديدة لـ [site]',
  },
  'mail.passwordReset.body': {
    'it-IT':
      'Hai chiesto di scegliere una nuova password per il tuo account. Usa il pulsante qui sotto.\n\nIl link vale 30 minuti e si usa una volta sola. Se non l’hai chiesto tu, ignora questa mail: la tua password resta quella di prima.',
    'en-GB':
      'You asked to choose a new password for your account. Use the button below.\n\nThe link works for 30 minutes, once. If you did not ask for it, ignore this email: your password stays as it was.',
    'de-DE':
      'Du hast darum gebeten, ein neues Passwort für dein Konto zu wählen. Nutze die Schaltfläche unten.\n\nDer Link gilt 30 Minuten und nur einmal. Wenn du nicht darum gebeten hast, ignoriere diese E-Mail: Dein Passwort bleibt, wie es war.',
    'ar-EG':
      'طلبت اختيار كلمة مرور جديدة لحسابك. استخدم الزر أدناه.\n\nيعمل الرابط مدة ٣٠ دقيقة، مرة واحدة. إن لم تطلب ذلك، فتجاهل هذا البريد: تبقى كلمة مرورك كما هي.',
  },
  'mail.passwordReset.action': {
    'it-IT': 'Scegli una nuova password',
    'en-GB': 'Choose a new password',
    'de-DE': 'Neues Passwort wählen',
    'ar-EG': 'اختر كلمة مرور جديدة',
  },
  'mail.signInLink.subject': {
    'it-IT': 'Il tuo link per accedere a [site]',
    'en-GB': 'Your link to sign in to [site]',
    'de-DE': 'Dein Link zum Anmelden bei [site]',
    'ar-EG': 'رابطك لتسجيل الدخول إلى [site]',
  },
  'mail.signInLink.body': {
    'it-IT':
      'Qualcuno sta provando molte password per il tuo account, da altri luoghi: per questo non ti chiediamo la password. Se stavi accedendo tu, usa il pulsante qui sotto.\n\nIl link vale 15 minuti e si usa una volta sola. Se non eri tu, ignora questa mail: nessuno entra senza il link o la tua password.',
    'en-GB':
      'Someone is trying many passwords on your account from elsewhere, so we are not asking for yours. If you were signing in, use the button below.\n\nThe link works for 15 minutes, once. If it was not you, ignore this email: no one gets in without the link or your password.',
    'de-DE':
      'Jemand probiert von anderswo viele Passwörter für dein Konto aus, deshalb fragen wir nicht nach deinem. Wenn du dich gerade anmelden wolltest, nutze die Schaltfläche unten.\n\nDer Link gilt 15 Minuten und nur einmal. Wenn du es nicht warst, ignoriere diese E-Mail: Ohne den Link oder dein Passwort kommt niemand hinein.',
    'ar-EG':
      'يحاول أحدهم كلمات مرور كثيرة لحسابك من أماكن أخرى، لذلك لا نطلب كلمة مرورك. إن كنت تسجّل الدخول، فاستخدم الزر أدناه.\n\nيعمل الرابط مدة 15 دقيقة ومرة واحدة. إن لم تكن أنت، فتجاهل هذه الرسالة: لا يدخل أحد دون الرابط أو كلمة مرورك.',
  },
  'mail.signInLink.action': { 'it-IT': 'Accedi', 'en-GB': 'Sign in', 'de-DE': 'Anmelden', 'ar-EG': 'سجّل الدخول' },
  'mail.passwordChanged.subject': {
    'it-IT': 'La tua password su [site] è cambiata',
    'en-GB': 'Your password on [site] has changed',
    'de-DE': 'Dein Passwort bei [site] wurde geändert',
    'ar-EG': 'تغيّرت كلمة مرورك على [site]',
  },
  'mail.passwordChanged.body': {
    'it-IT':
      'La password del tuo account è appena cambiata e gli altri dispositivi sono stati disconnessi.\n\nSe non sei stat[gender:o,a,ə] tu, scegli subito una nuova password con il pulsante qui sotto.',
    'en-GB':
      'The password of your account has just changed and your other devices were signed out.\n\nIf it was not you, choose a new password at once with the button below.',
    'de-DE':
      'Das Passwort deines Kontos wurde gerade geändert und deine anderen Geräte wurden abgemeldet.\n\nWenn du es nicht warst, wähle sofort ein neues Passwort mit der Schaltfläche unten.',
    'ar-EG': 'تغيّرت كلمة مرور حسابك للتو وسُجّل خروج أجهزتك الأخرى.\n\nإن لم تكن أنت، فاختر كلمة مرور جديدة فورًا بالزر أدناه.',
  },
  'mail.passwordChanged.action': {
    'it-IT': 'Scegli una nuova password',
    'en-GB': 'Choose a new password',
    'de-DE': 'Neues Passwort wählen',
    'ar-EG': 'اختر كلمة مرور جديدة',
  },
  'mail.changeEmail.subject': {
    'it-IT': 'Conferma il tuo nuovo indirizzo per [site]',
    'en-GB': 'Confirm your new address for [site]',
    'de-DE': 'Bestätige deine neue Adresse für [site]',
    'ar-EG': 'أكّد عنوانك الجديد على [site]',
  },
  'mail.changeEmail.body': {
    'it-IT':
      'Hai chiesto di usare questo indirizzo per il tuo account su [site]. Confermalo con il pulsante qui sotto: fino ad allora resta quello di prima.\n\nIl link vale 24 ore e si usa una volta sola. Se non l’hai chiesto tu, ignora questa mail.',
    'en-GB':
      'You asked to use this address for your account on [site]. Confirm it with the button below: until then your account keeps its old address.\n\nThe link works for 24 hours, once. If you did not ask for it, ignore this email.',
    'de-DE':
      'Du hast darum gebeten, diese Adresse für dein Konto bei [site] zu verwenden. Bestätige sie mit der Schaltfläche unten: Bis dahin behält dein Konto die alte Adresse.\n\nDer Link gilt 24 Stunden und nur einmal. Wenn du nicht darum gebeten hast, ignoriere diese E-Mail.',
    'ar-EG':
      'طلبت استخدام هذا العنوان لحسابك على [site]. أكّده بالزر أدناه: حتى ذلك الحين يحتفظ حسابك بعنوانه القديم.\n\nيعمل الرابط مدة ٢٤ ساعة، مرة واحدة. إن لم تطلب ذلك، فتجاهل هذا البريد.',
  },
  'mail.changeEmail.action': {
    'it-IT': 'Conferma il nuovo indirizzo',
    'en-GB': 'Confirm my new address',
    'de-DE': 'Neue Adresse bestätigen',
    'ar-EG': 'أكّد عنواني الجديد',
  },
  'mail.emailChanged.subject': {
    'it-IT': 'L’indirizzo del tuo account su [site] è cambiato',
    'en-GB': 'The address of your account on [site] has changed',
    'de-DE': 'Die Adresse deines Kontos bei [site] wurde geändert',
    'ar-EG': 'تغيّر عنوان حسابك على [site]',
  },
  'mail.emailChanged.body': {
    'it-IT':
      'Da ora il tuo account su [site] usa l’indirizzo [email] e le mail arriveranno lì.\n\nSe non sei stat[gender:o,a,ə] tu, scrivi subito agli amministratori del sito.',
    'en-GB':
      'From now on your account on [site] uses the address [email], and mail will go there.\n\nIf it was not you, write to the site’s administrators at once.',
    'de-DE':
      'Ab jetzt verwendet dein Konto bei [site] die Adresse [email], und E-Mails gehen dorthin.\n\nWenn du es nicht warst, schreibe sofort den Administratoren der Website.',
    'ar-EG': 'من الآن يستخدم حسابك على [site] العنوان [email]، وسيصل البريد إليه.\n\nإن لم تكن أنت، فراسل مسؤولي الموقع فورًا.',
  },
  'mail.invite.subject': {
    'it-IT': 'Sei invitat[gender:o,a,ə] su [site]',
    'en-GB': 'You are invited to [site]',
    'de-DE': 'Du bist zu [site] eingeladen',
    'ar-EG': 'أنت مدعو إلى [site]',
  },
  'mail.invite.body': {
    'it-IT':
      'Gli amministratori di [site] ti hanno creato un account con questo indirizzo. Per entrare scegli la tua password con il pulsante qui sotto.\n\nIl link vale 7 giorni e si usa una volta sola. Se non ti aspettavi questo invito, ignora questa mail.',
    'en-GB':
      'The administrators of [site] made you an account with this address. To come in, choose your password with the button below.\n\nThe link works for 7 days, once. If you did not expect this invitation, ignore this email.',
    'de-DE':
      'Die Administratoren von [site] haben dir mit dieser Adresse ein Konto angelegt. Um hineinzukommen, wähle dein Passwort mit der Schaltfläche unten.\n\nDer Link gilt 7 Tage und nur einmal. Wenn du diese Einladung nicht erwartet hast, ignoriere diese E-Mail.',
    'ar-EG':
      'أنشأ لك مسؤولو [site] حسابًا بهذا العنوان. للدخول، اختر كلمة مرورك بالزر أدناه.\n\nيعمل الرابط مدة ٧ أيام، مرة واحدة. إذا لم تكن تتوقع هذه الدعوة، فتجاهل هذا البريد.',
  },
  'mail.invite.action': {
    'it-IT': 'Scegli la tua password',
    'en-GB': 'Choose your password',
    'de-DE': 'Passwort wählen',
    'ar-EG': 'اختر كلمة مرورك',
  },
  'mail.groupInvitation.subject': {
    'it-IT': '[teacher] ti invita nel gruppo [group] su [site]',
    'en-GB': '[teacher] invites you to the group [group] on [site]',
    'de-DE': '[teacher] lädt dich in die Gruppe [group] auf [site] ein',
    'ar-EG': 'يدعوك [teacher] إلى المجموعة [group] على [site]',
  },
  'mail.groupInvitation.body': {
    'it-IT':
      '[teacher] ti invita a far parte del gruppo [group] su [site]: vedrai i compiti che ti assegna e le loro scadenze.{account, select, yes {} other {\n\nPrima crea un account su [site] con questo indirizzo, poi apri il link.}}\n\nEntrando scegli tu se condividere con gli insegnanti del gruppo i tuoi minuti di studio; puoi cambiare idea quando vuoi. Il link vale solo per questo indirizzo. Se non ti aspettavi questo invito, ignora questa mail.',
    'en-GB':
      '[teacher] invites you to join the group [group] on [site]: you will see the work they assign you and when it is due.{account, select, yes {} other {\n\nFirst make an account on [site] with this address, then open the link.}}\n\nWhen you join, you choose whether to share your study minutes with the group’s teachers; you can change your mind at any time. The link works for this address only. If you did not expect this invitation, ignore this email.',
    'de-DE':
      '[teacher] lädt dich in die Gruppe [group] auf [site] ein: Du siehst die Aufgaben, die dir gestellt werden, und bis wann sie fällig sind.{account, select, yes {} other {\n\nLege zuerst mit dieser Adresse ein Konto bei [site] an und öffne dann den Link.}}\n\nBeim Beitreten entscheidest du, ob du deine Lernminuten mit den Lehrkräften der Gruppe teilst; du kannst es jederzeit ändern. Der Link gilt nur für diese Adresse. Wenn du diese Einladung nicht erwartet hast, ignoriere diese E-Mail.',
    'ar-EG':
      'يدعوك [teacher] إلى الانضمام إلى المجموعة [group] على [site]: سترى المهام التي يكلّفك بها ومواعيدها.{account, select, yes {} other {\n\nأنشئ أولًا حسابًا على [site] بهذا العنوان، ثم افتح الرابط.}}\n\nعند الانضمام تختار إن كنت ستشارك دقائق دراستك مع معلّمي المجموعة، ويمكنك تغيير رأيك في أي وقت. يعمل الرابط لهذا العنوان فقط. إذا لم تكن تتوقع هذه الدعوة، فتجاهل هذا البريد.',
  },
  'mail.groupInvitation.action': {
    'it-IT': 'Apri l’invito',
    'en-GB': 'Open the invitation',
    'de-DE': 'Einladung öffnen',
    'ar-EG': 'افتح الدعوة',
  },
});

type MailTexts = typeof mailTexts;
declare module '@tiles/contracts' {
  // These keys join the keys of every program that imports this table.
  interface TextRegistry extends MailTexts {}
}
