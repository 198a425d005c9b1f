import { useEffect, useRef, useState } from 'react';
import { useKitMessages } from '../../intl/KitIntl';
import { periodInBounds, YEARS_PER_PAGE, yearPageStart } from '../../masks/dateSelection';
import { IconButton } from '../IconButton/IconButton';
import { PeriodButton, PeriodGrid, ViewHeader, ViewTitle } from './Calendar.styles';
import { moveFocusInGrid } from './gridKeys';

export interface YearViewProps {
  /** The year the calendar is on; its page is shown first. */
  year: number;
  min?: Date;
  max?: Date;
  onPick: (year: number) => void;
}

/** Ten years per page with previous and next pages; a year opens the month view. */
export function YearView({ year, min, max, onPick }: YearViewProps) {
  const t = useKitMessages();
  const [pageStart, setPageStart] = useState(() => yearPageStart(year));
  const gridRef = useRef<HTMLDivElement>(null);
  const years = Array.from({ length: YEARS_PER_PAGE }, (_, i) => pageStart + i);
  const canGoBack = periodInBounds(min, max, pageStart - 1);
  const canGoOn = periodInBounds(min, max, pageStart + YEARS_PER_PAGE);

  useEffect(() => {
    // Keyboard users land on the year they came from.
    gridRef.current?.querySelector<HTMLButtonElement>('[aria-current="true"], button:not(:disabled)')?.focus();
  }, []);

  return (
    <>
      <ViewHeader>
        <IconButton
          icon="chevron-left"
          size="sm"
          label={t('datepicker.previousYears')}
          disabled={!canGoBack}
          onClick={() => setPageStart(pageStart - YEARS_PER_PAGE)}
        />
        <ViewTitle aria-live="polite">{`${pageStart} – ${pageStart + YEARS_PER_PAGE - 1}`}</ViewTitle>
        <IconButton
          icon="chevron-right"
          size="sm"
          label={t('datepicker.nextYears')}
          disabled={!canGoOn}
          onClick={() => setPageStart(pageStart + YEARS_PER_PAGE)}
        />
      </ViewHeader>
      <PeriodGrid
        ref={gridRef}
        $columns={5}
        role="group"
        aria-label={t('datepicker.chooseYear')}
        onKeyDown={(event) => moveFocusInGrid(event, 5)}
      >
        {years.map((candidate) => (
          <PeriodButton
            key={candidate}
            type="button"
            aria-current={candidate === year ? 'true' : undefined}
            disabled={!periodInBounds(min, max, candidate)}
            onClick={() => onPick(candidate)}
          >
            {candidate}
          </PeriodButton>
        ))}
      </PeriodGrid>
    </>
  );
}
