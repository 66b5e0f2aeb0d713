import { useMemo } from 'react';
import { dateOptions, dateTimeOptions } from '../../../i18n/date-style';
import { useLanguage } from '../../../i18n/use-language';

/** Dates and times of the admin tables, in the reader's language and time zone. */
export function useDateFormat() {
  const { language } = useLanguage();
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(language, dateOptions(language));
    const dateTime = new Intl.DateTimeFormat(language, dateTimeOptions(language));
    return {
      date: (iso: string) => date.format(new Date(iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
    };
  }, [language]);
}
