import clsx from 'clsx';
import { Languages } from 'lucide-react';
import { useLingui } from '@lingui/react';
import { useLocation } from 'react-router';
import {
  languageNames,
  languagePrefix,
  languages,
  pathInLanguage,
  type Language,
} from '@shop/contracts/languages';
import { rememberLanguage } from './remember-language.ts';

type LanguageSwitchProps = { className?: string };

/**
 * "हिन्दी" on an English page, "English" on a Hindi one: a real link to the same page in the
 * other language (it works before the app has loaded, and opens in a new tab), which also
 * remembers the choice. Each name is written in its own script and marked with its language,
 * so a screen reader says it right.
 */
export function LanguageSwitch({ className }: LanguageSwitchProps) {
  const { i18n } = useLingui();
  const { pathname, search, hash } = useLocation();
  const current = i18n.locale as Language;
  const other = languages.find((language) => language !== current) ?? 'en';
  const here = `${languagePrefix(current)}${pathname === '/' ? '' : pathname}${search}${hash}`;
  return (
    <a
      href={pathInLanguage(here || '/', other)}
      hrefLang={other}
      onClick={() => rememberLanguage(other)}
      className={clsx(
        'items-center gap-1.5 rounded-full px-3 py-2 text-sm font-bold transition-colors hover:bg-current/10',
        // The caller decides whether it shows (a header hides it on phones, where the menu has it).
        className ?? 'inline-flex',
      )}
    >
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      <span lang={other}>{languageNames[other]}</span>
    </a>
  );
}
