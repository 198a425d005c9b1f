import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { OpeningHours } from '../../api';
import { formatDays, formatRange, groupHours } from './openingHours';
import { infoMessages as m } from './messages';

const List = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.fg.muted};
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

/** "Mon–Thu 10:00–22:00 / Fri–Sat 11:00–15:00, 17:00–23:00": the week in groups, in the page's language. */
export function OpeningHoursList({ hours, localeTag }: { hours: readonly OpeningHours[]; localeTag: string }) {
  const intl = useIntl();
  return (
    <List>
      {groupHours(hours).map((group) => (
        <Fragment key={group.days.join()}>
          <dt>{formatDays(group.days, localeTag) ?? intl.formatMessage(m.everyDay)}</dt>
          <dd>
            {group.ranges.length
              ? group.ranges.map((r) => formatRange(r.open, r.close, localeTag)).join(', ')
              : intl.formatMessage(m.closed)}
          </dd>
        </Fragment>
      ))}
    </List>
  );
}
