import { format } from 'date-fns';
import { useEffect, useRef } from 'react';
import { useKitMessages } from '../../intl/KitIntl';
import { periodInBounds } from '../../masks/dateSelection';
import { PeriodButton, PeriodGrid, ViewHeader } from './Calendar.styles';
import { useCalendarContext } from './calendarContext';
import { CaptionButton } from './DayGrid.styles';
import { capitalise } from './dayPickerLocales';
import { moveFocusInGrid } from './gridKeys';

export interface MonthViewProps {
  year: number;
  /** The month (0–11) the calendar is on, marked when `year` is its year. */
  currentMonth?: number;
  min?: Date;
  max?: Date;
  onPick: (month: number) => void;
}

/** The twelve months of a year; the year in the header opens the year view. */
export function MonthView({ year, currentMonth, min, max, onPick }: MonthViewProps) {
  const t = useKitMessages();
  const { openView, localeTag, dateLocale } = useCalendarContext();
  const gridRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    gridRef.current?.querySelector<HTMLButtonElement>('[aria-current="true"], button:not(:disabled)')?.focus();
  }, [year]);

  return (
    <>
      <ViewHeader style={{ justifyContent: 'center' }}>
        <CaptionButton
          type="button"
          aria-label={`${t('datepicker.chooseYear')}: ${year}`}
          onClick={() => openView('years')}
        >
          {year}
        </CaptionButton>
      </ViewHeader>
      <PeriodGrid
        ref={gridRef}
        $columns={3}
        role="group"
        aria-label={t('datepicker.chooseMonth')}
        onKeyDown={(event) => moveFocusInGrid(event, 3)}
      >
        {Array.from({ length: 12 }, (_, month) => {
          const date = new Date(year, month, 1);
          date.setFullYear(year);
          return (
            <PeriodButton
              key={month}
              type="button"
              aria-current={month === currentMonth ? 'true' : undefined}
              disabled={!periodInBounds(min, max, year, month)}
              onClick={() => onPick(month)}
            >
              {capitalise(format(date, 'LLLL', { locale: dateLocale }), localeTag)}
            </PeriodButton>
          );
        })}
      </PeriodGrid>
    </>
  );
}
