import { Button, Modal, Rating, RatingDisplay, TextArea } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useStores } from '../../../stores/StoresProvider';
import { reviewMessages as m } from '../messages';
import { REVIEW_TEXT_MAX, type ReviewForm } from './ReviewForm';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
`;

const FormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger.text};
`;

const Thanks = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
  text-align: center;

  p {
    margin: 0;
  }

  p + p {
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;

/**
 * "Leave a review" (UiStore flag `review`): the star rating and a text; server messages under their
 * fields; after sending, a thank-you in place of the form. `onClosed` runs whenever it closes.
 */
export const ReviewModal = observer(function ReviewModal({
  form,
  onClosed,
}: {
  form: ReviewForm;
  onClosed: () => void;
}) {
  const intl = useIntl();
  const { ui } = useStores();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  const close = () => {
    ui.close('review');
    onClosed();
  };
  const ratingError = form.ratingMissing ? intl.formatMessage(m.ratingRequired) : form.errors.rating?.[0];
  const formError = form.formError ?? (form.failed ? intl.formatMessage(m.failed) : null);
  return (
    <Modal
      open={ui.isOpen('review')}
      onOpenChange={(open) => (open ? ui.open('review') : close())}
      title={intl.formatMessage(m.title, { id: form.orderId })}
      description={form.sent ? undefined : intl.formatMessage(m.description)}
      size="sm"
    >
      {form.sent ? (
        <div>
          <Thanks role="status">
            <RatingDisplay value={form.rating} size={28} />
            <p>
              <strong>{intl.formatMessage(m.thanks)}</strong>
            </p>
            <p>{intl.formatMessage(m.thanksText)}</p>
          </Thanks>
          <Actions>
            <Button fullWidth onClick={close}>
              {intl.formatMessage(m.close)}
            </Button>
          </Actions>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <Fields>
            <Rating
              label={intl.formatMessage(m.rating)}
              value={form.rating}
              onValueChange={form.setRating}
              error={ratingError}
              required
            />
            <TextArea
              name="text"
              label={intl.formatMessage(m.text)}
              hint={intl.formatMessage(m.textHint)}
              rows={4}
              maxLength={REVIEW_TEXT_MAX}
              value={form.text}
              onChange={(event) => form.setText(event.target.value)}
              error={form.errors.text?.[0]}
              fullWidth
            />
          </Fields>
          <Actions>
            <div aria-live="assertive">{formError && <FormError>{formError}</FormError>}</div>
            <Button type="submit" fullWidth loading={form.pending}>
              {intl.formatMessage(m.submit)}
            </Button>
          </Actions>
        </form>
      )}
    </Modal>
  );
});
