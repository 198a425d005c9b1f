import { useCallback } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router-dom';
import { localizePath } from '../i18n/locales';
import { useLocale } from './LocaleContext';

/** `navigate` for locale-free paths from `paths`. */
export function useLocalNavigate() {
  const navigate = useNavigate();
  const locale = useLocale();
  return useCallback(
    (path: string, options?: NavigateOptions) => navigate(localizePath(path, locale), options),
    [navigate, locale],
  );
}
