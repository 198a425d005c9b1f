// The order rules tab: lead time, days ahead and the bonus shares. Each shows the environment's number and
// "use the default" (the override set to null); orders are checked against the saved rules at once.
import { Checkbox, NumberField, Panel, Skeleton } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useStores } from '../../app/stores';
import { useT } from '../../i18n/useT';
import { RULE_KEYS } from '../../stores/OrderRulesStore';
import { Form } from './AnnouncementsTab';
import { LoadProblem, ManagersOnly } from './ManagersOnly';
import { SaveBar } from './SaveBar';

const Rules = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
`;

const Rule = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const OrderRulesTab = observer(function OrderRulesTab() {
  const { settings, session } = useStores();
  const rules = settings.rules;
  const t = useT();
  const operator = session.staff?.role === 'operator';

  useEffect(() => {
    if (!operator) void rules.load();
  }, [rules, operator]);

  if (operator) return <ManagersOnly />;
  if (rules.loadProblem) return <LoadProblem problem={rules.loadProblem} />;
  const { current, draft } = rules;
  if (!current || !draft) return <Skeleton variant="rect" height={240} />;
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void rules.save();
      }}
    >
      <Panel heading={t('admin.settings.rules.title')} description={t('admin.settings.rules.hint')}>
        <Rules>
          {RULE_KEYS.map((key) => {
            const value = draft[key];
            const environment = current.environment[key];
            return (
              <Rule key={key}>
                <Legend>{t(`admin.settings.rules.${key}`)}</Legend>
                <Checkbox
                  label={t(`admin.settings.rules.${key}.useDefault`, { value: environment })}
                  checked={value === null}
                  onCheckedChange={(on) => rules.useDefault(key, on)}
                />
                {value !== null && (
                  <NumberField
                    label={t(`admin.settings.rules.${key}.value`)}
                    value={value}
                    min={0}
                    error={rules.status.error(key)}
                    onValueChange={(next) => rules.set(key, next)}
                  />
                )}
                {value === null && rules.status.error(key) && <span role="alert">{rules.status.error(key)}</span>}
              </Rule>
            );
          })}
        </Rules>
      </Panel>
      <SaveBar status={rules.status} />
    </Form>
  );
});
