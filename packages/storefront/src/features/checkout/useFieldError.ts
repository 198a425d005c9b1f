import { formatPrice, useKitLocale } from '@nori/ui';
import { useIntl } from 'react-intl';
import type { CheckoutField, FieldProblem } from '../../stores/checkoutForm';
import { formatDay, formatTimeOn } from '../../shared/dates';
import { useCheckout } from '../../stores/useCheckout';
import { problemMessages as p } from './messages';

const CHOICES: readonly CheckoutField[] = ['regionId', 'restaurantId', 'paymentType'];

/** The message under a field: the server's when it answered 422, otherwise the form's own check. */
export function useFieldError() {
  const intl = useIntl();
  const { localeTag } = useKitLocale();
  const { form, terms } = useCheckout();
  const money = (amount: number) => formatPrice(amount, localeTag);
  const text = (field: CheckoutField, problem: FieldProblem): string => {
    switch (problem.code) {
      case 'required':
        return intl.formatMessage(CHOICES.includes(field) ? p.choose : p.required);
      case 'tooLong':
        return intl.formatMessage(p.tooLong, { max: problem.max });
      case 'tooSoon':
        return intl.formatMessage(p.tooSoon, { minutes: problem.minutes });
      case 'tooLate':
        return intl.formatMessage(p.tooLate, { days: problem.days });
      case 'paused':
        return intl.formatMessage(p.paused, {
          time: formatTimeOn(intl, problem.until.toISOString(), terms.now.toISOString()),
        });
      case 'closedDate':
        return intl.formatMessage(p.closedDate, { date: formatDay(intl, `${problem.date}T12:00:00Z`) });
      case 'minOrder':
        return intl.formatMessage(p.minOrder, { amount: money(problem.amount), missing: money(problem.missing) });
      case 'phoneCountry':
        return intl.formatMessage(p.phoneCountry, {
          codes: intl.formatList(
            problem.codes.map((code) => `+${code}`),
            { type: 'disjunction' },
          ),
        });
      case 'bonusesTooMany':
        return intl.formatMessage(p.bonusesTooMany, { max: money(problem.max) });
      default:
        return intl.formatMessage(p[problem.code]);
    }
  };
  return (field: CheckoutField): string | undefined => {
    const server = form.serverErrors[field];
    if (server) return server;
    const problem = form.visibleProblems[field];
    return problem ? text(field, problem) : undefined;
  };
}

/** The id of a field's control, for labels and for moving focus to the first problem. */
export const fieldId = (field: CheckoutField) => `checkout-${field}`;
