import type { FastifyRequest } from 'fastify';

/**
 * Texts of the platform answers (messages, field errors, emails, SMS) in the site languages.
 * `pt` is the site's pt-BR; anything else falls back to English.
 */
export const MESSAGE_LOCALES = ['en', 'de', 'pt', 'ar'] as const;
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];

const en = {
  invalid_credentials: 'Wrong login or password',
  account_locked: 'Your account is locked. We sent you an email with an unlock link',
  unauthorized: 'Please sign in',
  country_blocked: "Sorry, we're not available in your country right now",
  sign_in_disabled: 'Signing in is switched off on this site',
  sign_up_disabled: 'Signing up is switched off on this site',
  rate_limited: 'Too many attempts. Please try again later',
  invalid_token: 'This link is not valid',
  token_expired: 'This link has expired. Please ask for a new one',
  forbidden_origin: 'This request did not come from the site',
  validation_failed: 'Please check the highlighted fields',
  confirmation_sent:
    'If the email is registered and not confirmed, a confirmation link is on its way',
  reset_sent: 'If the email is registered, a password reset link is on its way',
  unlock_sent: 'If the email is registered and locked, an unlock link is on its way',
  confirmed: 'Your email is confirmed',
  unlocked: 'Your account is unlocked. You can sign in now',
  password_changed: 'Your password is changed. You can sign in now',
  event_not_found: 'No such match or tournament',
  account_exists: 'You already have an account in this currency',
  account_not_found: 'You have no account in this currency',
  test_payment_only: 'Quick deposit is only for test-payment players with a confirmed email',
  resend_timeout: 'Please wait before asking for another code',
  sms_limit_reached: 'You have reached the SMS limit for today',
  deposit_not_found: 'No such payment',
  payments_unavailable: 'Deposits are not available on this site right now',
  amount_too_small: 'The smallest deposit is {amount}',
  amount_too_large: 'The largest deposit is {amount}',
  invalid_password: 'The password is wrong',
  blank: "Can't be blank",
  invalid_email: 'Enter a valid email address',
  invalid_phone: 'Enter a phone number with its country code, like +4915123456789',
  too_short: 'Use at least {count} characters',
  unknown_currency: 'This currency is not available',
  unknown_country: 'Pick a country from the list',
  not_accepted: 'Please accept the terms and conditions',
  taken: 'Already in use',
  invalid_code: 'The code is wrong',
  code_expired: 'The code has expired. Please ask for a new one',
  invalid_return_url: 'Must be a path of this site',
  status_regular: 'Regular',
  status_test_payment: 'Test payment',
  level_bronze: 'Bronze',
  level_silver: 'Silver',
  level_gold: 'Gold',
  level_platinum: 'Platinum',
  confirmation_subject: 'Confirm your email',
  confirmation_body: 'Welcome! Open this link to confirm your email: {link}',
  reset_subject: 'Reset your password',
  reset_body: 'Open this link within 6 hours to choose a new password: {link}',
  unlock_subject: 'Unlock your account',
  unlock_body:
    'Your account was locked after too many failed sign-ins. Open this link to unlock it: {link}',
  sms_subject: 'Verification code',
  sms_body: 'Your verification code is {code}. It is valid for 10 minutes.',
  payment_title: 'Demo payment',
  payment_intro: 'This is a test provider: no real money moves. Pick how the payment ends.',
  payment_amount: 'Amount',
  payment_success: 'Success',
  payment_error: 'Error',
  payment_pending: 'Pending',
  payment_done: 'This payment is already finished: {status}',
};

export type MessageKey = keyof typeof en;

const de: Record<MessageKey, string> = {
  invalid_credentials: 'Falsches Login oder Passwort',
  account_locked:
    'Dein Konto ist gesperrt. Wir haben dir eine E-Mail mit einem Entsperr-Link geschickt',
  unauthorized: 'Bitte melde dich an',
  country_blocked: 'Leider sind wir in deinem Land derzeit nicht verfügbar',
  sign_in_disabled: 'Die Anmeldung ist auf dieser Seite ausgeschaltet',
  sign_up_disabled: 'Die Registrierung ist auf dieser Seite ausgeschaltet',
  rate_limited: 'Zu viele Versuche. Bitte versuche es später noch einmal',
  invalid_token: 'Dieser Link ist ungültig',
  token_expired: 'Dieser Link ist abgelaufen. Bitte fordere einen neuen an',
  forbidden_origin: 'Diese Anfrage kam nicht von der Seite',
  validation_failed: 'Bitte prüfe die markierten Felder',
  confirmation_sent:
    'Wenn die E-Mail registriert und nicht bestätigt ist, ist ein Bestätigungslink unterwegs',
  reset_sent: 'Wenn die E-Mail registriert ist, ist ein Link zum Zurücksetzen unterwegs',
  unlock_sent: 'Wenn die E-Mail registriert und gesperrt ist, ist ein Entsperr-Link unterwegs',
  confirmed: 'Deine E-Mail ist bestätigt',
  unlocked: 'Dein Konto ist entsperrt. Du kannst dich jetzt anmelden',
  password_changed: 'Dein Passwort ist geändert. Du kannst dich jetzt anmelden',
  event_not_found: 'Dieses Spiel oder Turnier gibt es nicht',
  account_exists: 'Du hast schon ein Konto in dieser Währung',
  account_not_found: 'Du hast kein Konto in dieser Währung',
  test_payment_only: 'Schnelleinzahlung nur für Testzahlungs-Spieler mit bestätigter E-Mail',
  resend_timeout: 'Bitte warte, bevor du einen neuen Code anforderst',
  sms_limit_reached: 'Du hast das SMS-Limit für heute erreicht',
  deposit_not_found: 'Diese Zahlung gibt es nicht',
  payments_unavailable: 'Einzahlungen sind auf dieser Seite derzeit nicht möglich',
  amount_too_small: 'Die kleinste Einzahlung ist {amount}',
  amount_too_large: 'Die größte Einzahlung ist {amount}',
  invalid_password: 'Das Passwort ist falsch',
  blank: 'Darf nicht leer sein',
  invalid_email: 'Gib eine gültige E-Mail-Adresse ein',
  invalid_phone: 'Gib eine Telefonnummer mit Ländervorwahl ein, etwa +4915123456789',
  too_short: 'Mindestens {count} Zeichen',
  unknown_currency: 'Diese Währung ist nicht verfügbar',
  unknown_country: 'Wähle ein Land aus der Liste',
  not_accepted: 'Bitte akzeptiere die AGB',
  taken: 'Bereits vergeben',
  invalid_code: 'Der Code ist falsch',
  code_expired: 'Der Code ist abgelaufen. Bitte fordere einen neuen an',
  invalid_return_url: 'Muss ein Pfad dieser Seite sein',
  status_regular: 'Standard',
  status_test_payment: 'Testzahlung',
  level_bronze: 'Bronze',
  level_silver: 'Silber',
  level_gold: 'Gold',
  level_platinum: 'Platin',
  confirmation_subject: 'Bestätige deine E-Mail',
  confirmation_body: 'Willkommen! Öffne diesen Link, um deine E-Mail zu bestätigen: {link}',
  reset_subject: 'Passwort zurücksetzen',
  reset_body: 'Öffne diesen Link innerhalb von 6 Stunden, um ein neues Passwort zu wählen: {link}',
  unlock_subject: 'Konto entsperren',
  unlock_body:
    'Dein Konto wurde nach zu vielen Fehlversuchen gesperrt. Öffne diesen Link zum Entsperren: {link}',
  sms_subject: 'Bestätigungscode',
  sms_body: 'Dein Bestätigungscode ist {code}. Er gilt 10 Minuten.',
  payment_title: 'Demo-Zahlung',
  payment_intro:
    'Dies ist ein Testanbieter: Es fließt kein echtes Geld. Wähle, wie die Zahlung endet.',
  payment_amount: 'Betrag',
  payment_success: 'Erfolg',
  payment_error: 'Fehler',
  payment_pending: 'Ausstehend',
  payment_done: 'Diese Zahlung ist bereits abgeschlossen: {status}',
};

const pt: Record<MessageKey, string> = {
  invalid_credentials: 'Login ou senha incorretos',
  account_locked: 'Sua conta está bloqueada. Enviamos um e-mail com um link de desbloqueio',
  unauthorized: 'Por favor, entre na sua conta',
  country_blocked: 'Desculpe, não estamos disponíveis no seu país no momento',
  sign_in_disabled: 'O login está desativado neste site',
  sign_up_disabled: 'O cadastro está desativado neste site',
  rate_limited: 'Muitas tentativas. Tente novamente mais tarde',
  invalid_token: 'Este link não é válido',
  token_expired: 'Este link expirou. Peça um novo',
  forbidden_origin: 'Esta solicitação não veio do site',
  validation_failed: 'Verifique os campos destacados',
  confirmation_sent:
    'Se o e-mail estiver cadastrado e não confirmado, um link de confirmação está a caminho',
  reset_sent: 'Se o e-mail estiver cadastrado, um link para redefinir a senha está a caminho',
  unlock_sent: 'Se o e-mail estiver cadastrado e bloqueado, um link de desbloqueio está a caminho',
  confirmed: 'Seu e-mail foi confirmado',
  unlocked: 'Sua conta foi desbloqueada. Você já pode entrar',
  password_changed: 'Sua senha foi alterada. Você já pode entrar',
  event_not_found: 'Partida ou torneio não encontrado',
  account_exists: 'Você já tem uma conta nesta moeda',
  account_not_found: 'Você não tem conta nesta moeda',
  test_payment_only:
    'Depósito rápido só para jogadores de pagamento de teste com e-mail confirmado',
  resend_timeout: 'Aguarde antes de pedir outro código',
  sms_limit_reached: 'Você atingiu o limite de SMS de hoje',
  deposit_not_found: 'Pagamento não encontrado',
  payments_unavailable: 'Depósitos não estão disponíveis neste site no momento',
  amount_too_small: 'O menor depósito é {amount}',
  amount_too_large: 'O maior depósito é {amount}',
  invalid_password: 'A senha está incorreta',
  blank: 'Não pode ficar em branco',
  invalid_email: 'Informe um e-mail válido',
  invalid_phone: 'Informe um telefone com código do país, como +5511912345678',
  too_short: 'Use pelo menos {count} caracteres',
  unknown_currency: 'Esta moeda não está disponível',
  unknown_country: 'Escolha um país da lista',
  not_accepted: 'Aceite os termos e condições',
  taken: 'Já está em uso',
  invalid_code: 'O código está errado',
  code_expired: 'O código expirou. Peça um novo',
  invalid_return_url: 'Deve ser um caminho deste site',
  status_regular: 'Regular',
  status_test_payment: 'Pagamento de teste',
  level_bronze: 'Bronze',
  level_silver: 'Prata',
  level_gold: 'Ouro',
  level_platinum: 'Platina',
  confirmation_subject: 'Confirme seu e-mail',
  confirmation_body: 'Bem-vindo! Abra este link para confirmar seu e-mail: {link}',
  reset_subject: 'Redefina sua senha',
  reset_body: 'Abra este link em até 6 horas para escolher uma nova senha: {link}',
  unlock_subject: 'Desbloqueie sua conta',
  unlock_body:
    'Sua conta foi bloqueada após muitas tentativas de login. Abra este link para desbloqueá-la: {link}',
  sms_subject: 'Código de verificação',
  sms_body: 'Seu código de verificação é {code}. Ele vale por 10 minutos.',
  payment_title: 'Pagamento de demonstração',
  payment_intro:
    'Este é um provedor de teste: nenhum dinheiro real é movimentado. Escolha como o pagamento termina.',
  payment_amount: 'Valor',
  payment_success: 'Sucesso',
  payment_error: 'Erro',
  payment_pending: 'Pendente',
  payment_done: 'Este pagamento já foi concluído: {status}',
};

const ar: Record<MessageKey, string> = {
  invalid_credentials: 'اسم الدخول أو كلمة المرور غير صحيحة',
  account_locked: 'حسابك مقفل. أرسلنا إليك رسالة بريد إلكتروني فيها رابط لفتحه',
  unauthorized: 'يرجى تسجيل الدخول',
  country_blocked: 'عذرًا، خدماتنا غير متاحة في بلدك حاليًا',
  sign_in_disabled: 'تسجيل الدخول متوقف في هذا الموقع',
  sign_up_disabled: 'إنشاء الحسابات متوقف في هذا الموقع',
  rate_limited: 'محاولات كثيرة جدًا. يرجى المحاولة لاحقًا',
  invalid_token: 'هذا الرابط غير صالح',
  token_expired: 'انتهت صلاحية هذا الرابط. يرجى طلب رابط جديد',
  forbidden_origin: 'هذا الطلب لم يأتِ من الموقع',
  validation_failed: 'يرجى مراجعة الحقول المحددة',
  confirmation_sent: 'إذا كان البريد مسجلًا وغير مؤكد فرابط التأكيد في الطريق إليك',
  reset_sent: 'إذا كان البريد مسجلًا فرابط إعادة تعيين كلمة المرور في الطريق إليك',
  unlock_sent: 'إذا كان البريد مسجلًا ومقفلًا فرابط فتح الحساب في الطريق إليك',
  confirmed: 'تم تأكيد بريدك الإلكتروني',
  unlocked: 'تم فتح حسابك. يمكنك تسجيل الدخول الآن',
  password_changed: 'تم تغيير كلمة المرور. يمكنك تسجيل الدخول الآن',
  event_not_found: 'لا توجد مباراة أو بطولة كهذه',
  account_exists: 'لديك حساب بهذه العملة بالفعل',
  account_not_found: 'ليس لديك حساب بهذه العملة',
  test_payment_only: 'الإيداع السريع متاح فقط للاعبي الدفع التجريبي ذوي البريد المؤكد',
  resend_timeout: 'يرجى الانتظار قبل طلب رمز آخر',
  sms_limit_reached: 'لقد بلغت حد الرسائل القصيرة لهذا اليوم',
  deposit_not_found: 'لا توجد دفعة كهذه',
  payments_unavailable: 'الإيداع غير متاح على هذا الموقع حاليًا',
  amount_too_small: 'أصغر إيداع هو {amount}',
  amount_too_large: 'أكبر إيداع هو {amount}',
  invalid_password: 'كلمة المرور غير صحيحة',
  blank: 'لا يمكن أن يكون فارغًا',
  invalid_email: 'أدخل بريدًا إلكترونيًا صالحًا',
  invalid_phone: 'أدخل رقم هاتف مع رمز الدولة، مثل ‎+4915123456789',
  too_short: 'استخدم {count} أحرف على الأقل',
  unknown_currency: 'هذه العملة غير متاحة',
  unknown_country: 'اختر دولة من القائمة',
  not_accepted: 'يرجى قبول الشروط والأحكام',
  taken: 'مستخدم بالفعل',
  invalid_code: 'الرمز غير صحيح',
  code_expired: 'انتهت صلاحية الرمز. يرجى طلب رمز جديد',
  invalid_return_url: 'يجب أن يكون مسارًا في هذا الموقع',
  status_regular: 'عادي',
  status_test_payment: 'دفع تجريبي',
  level_bronze: 'برونزي',
  level_silver: 'فضي',
  level_gold: 'ذهبي',
  level_platinum: 'بلاتيني',
  confirmation_subject: 'أكّد بريدك الإلكتروني',
  confirmation_body: 'أهلًا بك! افتح هذا الرابط لتأكيد بريدك الإلكتروني: {link}',
  reset_subject: 'إعادة تعيين كلمة المرور',
  reset_body: 'افتح هذا الرابط خلال 6 ساعات لاختيار كلمة مرور جديدة: {link}',
  unlock_subject: 'فتح حسابك',
  unlock_body: 'تم قفل حسابك بعد محاولات دخول فاشلة كثيرة. افتح هذا الرابط لفتحه: {link}',
  sms_subject: 'رمز التحقق',
  sms_body: 'رمز التحقق الخاص بك هو {code}. وهو صالح لمدة 10 دقائق.',
  payment_title: 'دفعة تجريبية',
  payment_intro: 'هذا مزوّد تجريبي: لا تنتقل أموال حقيقية. اختر كيف تنتهي الدفعة.',
  payment_amount: 'المبلغ',
  payment_success: 'نجاح',
  payment_error: 'خطأ',
  payment_pending: 'قيد الانتظار',
  payment_done: 'هذه الدفعة انتهت بالفعل: {status}',
};

const TABLE: Record<MessageLocale, Record<MessageKey, string>> = { en, de, pt, ar };

/** Maps a tag (`pt-BR`, `br`, `de-AT`) to a message language; unknown tags read English. */
export function messageLocale(tag: string | undefined | null): MessageLocale | null {
  if (!tag) return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (base === 'br') return 'pt';
  return (MESSAGE_LOCALES as readonly string[]).includes(base) ? (base as MessageLocale) : null;
}

/** The language of a request: `locale` query, then the first known Accept-Language entry. */
export function requestLocale(request: FastifyRequest): MessageLocale {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.locale === 'string' ? messageLocale(query.locale) : null;
  if (fromQuery) return fromQuery;
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const found = messageLocale(part.split(';')[0]);
    if (found) return found;
  }
  return 'en';
}

/** The text of `key` in `locale` with `{name}` placeholders filled. */
export function t(
  locale: MessageLocale,
  key: MessageKey,
  values: Record<string, string | number> = {},
) {
  return TABLE[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
