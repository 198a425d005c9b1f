import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Switch } from '../Switch/Switch';
import { Actions, Choices, Root, Text, Title } from './ConsentBanner.styles';

/** `summary`: the three answers; `choose`: a switch per category and a save button. */
export type ConsentBannerView = 'summary' | 'choose';

export interface ConsentBannerCategory {
  /** The key the choice is reported under (`analytics`, `marketing`). */
  id: string;
  label: ReactNode;
  /** What allowing it means, under the label. */
  description?: ReactNode;
}

export interface ConsentBannerProps {
  /** The heading, which also names the banner's region. */
  title: string;
  /** What is asked and why, in a sentence or two (a link to the privacy terms may be part of it). */
  description: ReactNode;
  /** The optional categories the person can allow one by one in the `choose` view. */
  categories: readonly ConsentBannerCategory[];
  acceptAllLabel: string;
  rejectAllLabel: string;
  /** The button that opens the `choose` view. */
  chooseLabel: string;
  /** The `choose` view's button that keeps the switches as set. */
  saveLabel: string;
  /** Which categories are on when `choose` opens (a stored choice being changed). @default all off */
  initialChoice?: Readonly<Record<string, boolean>>;
  /** The view it opens in: `choose` when the person asked to change their choice. @default 'summary' */
  defaultView?: ConsentBannerView;
  /**
   * Moves focus to the banner when it appears: for when the person opened it (a "Cookie settings" link),
   * never when it appears by itself, which would pull them away from the page. @default false
   */
  focusOnOpen?: boolean;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  /** The `choose` view's answer: category id → allowed. */
  onSave: (choice: Record<string, boolean>) => void;
  className?: string;
}

/**
 * A cookie-consent banner: accept all, reject all (as prominent as accepting), or choose category by
 * category. Fixed to the bottom of the viewport, so it shifts nothing and never covers more of a phone's
 * screen than its few lines; not a modal: the page stays usable and Tab reaches the banner as a landmark (a
 * `region` named by its heading). The app decides when it shows and keeps the answer.
 */
export function ConsentBanner({
  title,
  description,
  categories,
  acceptAllLabel,
  rejectAllLabel,
  chooseLabel,
  saveLabel,
  initialChoice,
  defaultView = 'summary',
  focusOnOpen = false,
  onAcceptAll,
  onRejectAll,
  onSave,
  className,
}: ConsentBannerProps) {
  const titleId = useId();
  const textId = useId();
  const root = useRef<HTMLElement>(null);
  const [view, setView] = useState<ConsentBannerView>(defaultView);
  const [choice, setChoice] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(categories.map(({ id }) => [id, initialChoice?.[id] ?? false])),
  );

  useEffect(() => {
    if (focusOnOpen) root.current?.focus();
  }, [focusOnOpen]);

  const choose = () => {
    setView('choose');
    // The "choose" button is gone: focus goes to the first switch, where the person continues.
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('[role="switch"]')?.focus());
  };

  return (
    <Root
      ref={root}
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      className={className}
      data-view={view}
    >
      <Title id={titleId}>{title}</Title>
      <Text id={textId}>{description}</Text>
      {view === 'choose' && (
        <Choices>
          {categories.map((category) => (
            <Switch
              key={category.id}
              label={category.label}
              description={category.description}
              checked={choice[category.id] ?? false}
              onCheckedChange={(checked) => setChoice((current) => ({ ...current, [category.id]: checked }))}
            />
          ))}
        </Choices>
      )}
      <Actions>
        <Button variant="secondary" size="sm" onClick={onRejectAll}>
          {rejectAllLabel}
        </Button>
        <Button variant="secondary" size="sm" onClick={onAcceptAll}>
          {acceptAllLabel}
        </Button>
        {view === 'summary' ? (
          <Button variant="ghost" size="sm" onClick={choose}>
            {chooseLabel}
          </Button>
        ) : (
          <Button variant="primary" size="sm" onClick={() => onSave(choice)}>
            {saveLabel}
          </Button>
        )}
      </Actions>
    </Root>
  );
}
