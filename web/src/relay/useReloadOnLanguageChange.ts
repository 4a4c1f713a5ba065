import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '../i18n/useTranslation.ts';

/** Route data is loaded in one language; when the reader switches, the loaders run again. */
export function useReloadOnLanguageChange() {
  const { i18n } = useTranslation();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const onChange = () => void revalidate();
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n, revalidate]);
}
