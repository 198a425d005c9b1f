import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useKitMessages } from '../../intl/KitIntl';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Tag } from '../Tag/Tag';
import { ErrorMessage } from '../TextField/Field.styles';
import { TextField } from '../TextField/TextField';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Applied, Root, Row, Saving } from './PromoCodeField.styles';

export interface AppliedCode {
  /** The code as the shopper typed it (or as the business wrote it). */
  code: string;
  /** What it saves, as the app words it ("−35 MDL", "Free delivery"). @default nothing beside the code */
  saving?: ReactNode;
}

export interface PromoCodeFieldProps {
  /** Called with the typed code (trimmed) when the shopper applies it: the button, or Enter in the field. */
  onApply: (code: string) => void;
  /** Called when the shopper removes the applied code. */
  onRemove: () => void;
  /** The code in force, shown as a tag with its saving and a remove button instead of the field. @default none */
  applied?: AppliedCode | null;
  /** Why the code last applied does not apply (the app's sentence for the API's reason). @default none */
  error?: ReactNode;
  /** The app is checking the code: the button spins and ignores presses. @default false */
  pending?: boolean;
  /**
   * Whether the field shows at once; otherwise a "Have a promo code?" button opens it (most shoppers have
   * none, and an open code field sends them looking for one). @default false
   */
  defaultOpen?: boolean;
  /** The field's label. @default the kit's "Promo code" */
  label?: ReactNode;
  /** The input's id (the app's field errors link to it). @default generated */
  id?: string;
}

/**
 * A cart's or a checkout's promo code: a "Have a promo code?" button that opens a field with an Apply button;
 * once the app says the code applies, a tag with the code and what it saves, which the shopper can remove.
 * It holds no rules: the app checks the code (with the API) and passes `pending`, `error` and `applied`.
 *
 * Not a `<form>`: it sits inside the checkout's form, so Enter in the field applies the code instead of
 * placing the order. An empty code is answered by the kit itself ("Enter a code") without calling the app.
 * Focus follows what the shopper did: into the field when it opens or the code is removed; onto the remove
 * button when the code applies, with the news said by a live region.
 */
export function PromoCodeField({
  onApply,
  onRemove,
  applied = null,
  error,
  pending = false,
  defaultOpen = false,
  label,
  id: idProp,
}: PromoCodeFieldProps) {
  const t = useKitMessages();
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(defaultOpen);
  const [typed, setTyped] = useState('');
  const [empty, setEmpty] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const remove = useRef<HTMLDivElement>(null);
  /** Where focus goes after the next change the shopper caused: none on the first render. */
  const focusNext = useRef<'input' | 'remove' | null>(null);

  useEffect(() => {
    if (focusNext.current === 'input') input.current?.focus();
    if (focusNext.current === 'remove') remove.current?.querySelector('button')?.focus();
    focusNext.current = null;
  }, [open, applied]);

  const apply = () => {
    if (pending) return;
    const code = typed.trim();
    setEmpty(code === '');
    if (code === '') return input.current?.focus();
    focusNext.current = 'remove';
    onApply(code);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };
  const message = empty ? t('promoCode.empty') : error;
  const invalid = message != null && message !== false && message !== '';

  const status = applied ? t('promoCode.applied', { code: applied.code }) : '';
  return (
    <Root>
      <VisuallyHidden role="status">{status}</VisuallyHidden>
      {applied ? (
        <Applied ref={remove}>
          <Tag
            tone="success"
            icon="discount"
            label={applied.code}
            onRemove={() => {
              focusNext.current = 'input';
              setTyped('');
              setOpen(true);
              onRemove();
            }}
          >
            {applied.code}
          </Tag>
          {applied.saving && <Saving>{applied.saving}</Saving>}
        </Applied>
      ) : open ? (
        <>
          <Row>
            <TextField
              ref={input}
              id={id}
              label={label ?? t('promoCode.label')}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setEmpty(false);
              }}
              onKeyDown={onKeyDown}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              enterKeyHint="done"
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              fullWidth
            />
            <Button variant="secondary" loading={pending} onClick={apply}>
              {t('promoCode.apply')}
            </Button>
          </Row>
          <div aria-live="polite">
            {invalid && (
              <ErrorMessage id={errorId}>
                <Icon name="error" size={16} />
                <span>{message}</span>
              </ErrorMessage>
            )}
          </div>
          {pending && <VisuallyHidden role="status">{t('promoCode.checking')}</VisuallyHidden>}
        </>
      ) : (
        <div>
          <Button
            variant="ghost"
            size="sm"
            icon="discount"
            onClick={() => {
              focusNext.current = 'input';
              setOpen(true);
            }}
          >
            {t('promoCode.toggle')}
          </Button>
        </div>
      )}
    </Root>
  );
}
