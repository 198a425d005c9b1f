import { Button, Modal } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { defineMessages, useIntl } from 'react-intl';
import { useStores } from '../../stores/StoresProvider';

const messages = defineMessages({
  title: { id: 'attention.title', defaultMessage: 'Important', description: 'Title of the attention popup' },
  ok: { id: 'attention.ok', defaultMessage: 'OK', description: 'Button that closes the attention popup' },
});

/** The business's announcement (options.alert_popup_message), until dismissed for 4 hours (spec §4, §9). */
export const AttentionPopup = observer(function AttentionPopup() {
  const intl = useIntl();
  const { attention } = useStores();
  return (
    <Modal
      open={attention.isOpen}
      onOpenChange={(open) => !open && attention.dismiss()}
      title={intl.formatMessage(messages.title)}
      size="sm"
      footer={
        <Button fullWidth onClick={attention.dismiss}>
          {intl.formatMessage(messages.ok)}
        </Button>
      }
    >
      {/* Text from the API is rendered as text, never as HTML. */}
      <p style={{ whiteSpace: 'pre-line', margin: 0 }}>{attention.message}</p>
    </Modal>
  );
});
