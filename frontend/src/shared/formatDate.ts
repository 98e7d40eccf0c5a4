import dayjs from 'dayjs';

/** Dates of tables and cards: MM-DD-YYYY (spec 000), in the viewer's time zone; '' when unreadable. */
export const formatDate = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isValid() ? d.format('MM-DD-YYYY') : '';
};
