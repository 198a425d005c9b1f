// The order rules tab: lead time, days ahead and the bonus shares. Each shows the environment's number and
// "use the default" (the override set to null); orders are checked against the saved rules at once.
import { Checkbox, Fieldset, FormRow, FormSection, NumberField, SaveBar, Skeleton, Stack } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../app/stores';
import { useT } from '../../i18n/useT';
import { RULE_KEYS } from '../../stores/OrderRulesStore';
import { LoadProblem, ManagersOnly } from './ManagersOnly';
import { saveBarProps } from './saveBarProps';

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
    <Stack
      as="form"
      gap="md"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void rules.save();
      }}
    >
      <FormSection heading={t('admin.settings.rules.title')} description={t('admin.settings.rules.hint')}>
        <FormRow minColumnWidth="260px">
          {RULE_KEYS.map((key) => {
            const value = draft[key];
            const environment = current.environment[key];
            return (
              <Fieldset key={key} label={t(`admin.settings.rules.${key}`)}>
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
              </Fieldset>
            );
          })}
        </FormRow>
      </FormSection>
      <SaveBar {...saveBarProps(rules.status, t)} />
    </Stack>
  );
});
