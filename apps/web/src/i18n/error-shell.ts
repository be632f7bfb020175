import type { AppLocale } from './routing';

/**
 * Texts of the error pages rendered in the browser (app/global-error.tsx, app/[locale]/error.tsx)
 * where no message provider exists. Kept here, tiny, instead of shipping every
 * locale's messages into the client bundle; messages.test.ts checks they equal `page.error.*`.
 */
export const ERROR_SHELL_MESSAGES: Readonly<
  Record<AppLocale, { title: string; description: string; homeButton: string }>
> = {
  en: {
    title: 'Something went wrong',
    description: 'Oops! Sorry, something went wrong. Please come back in a while.',
    homeButton: 'Go to home page',
  },
  de: {
    title: 'Etwas ist schiefgelaufen',
    description: 'Hoppla! Leider ist etwas schiefgelaufen. Bitte versuche es später noch einmal.',
    homeButton: 'Zur Startseite',
  },
  'pt-BR': {
    title: 'Algo deu errado',
    description: 'Ops! Desculpe, algo deu errado. Volte daqui a pouco.',
    homeButton: 'Ir para a página inicial',
  },
  ar: {
    title: 'حدث خطأ ما',
    description: 'عذرًا! حدث خطأ ما. يُرجى العودة بعد قليل.',
    homeButton: 'الذهاب إلى الصفحة الرئيسية',
  },
};
