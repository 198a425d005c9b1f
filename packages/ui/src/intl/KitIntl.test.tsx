import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Timeline } from '../components/Timeline';
import { NoriProvider } from '../theme/NoriProvider';
import { kitCatalogs } from './kitCatalogs';
import { KitMessagesProvider } from './KitIntl';
import { loadKitMessages } from './loadKitMessages';

/** A timeline's step states are the `timeline` part's labels, not the core's. */
const timeline = (
  <Timeline
    label="Comanda"
    steps={[
      { id: 'placed', label: 'Plasată', state: 'done' },
      { id: 'cooking', label: 'Se gătește', state: 'current' },
    ]}
  />
);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the kit’s labels in parts', () => {
  it('a screen given a part says its labels, in the locale of the provider around', async () => {
    const [core, part] = await Promise.all([loadKitMessages('ro', ['core']), loadKitMessages('ro', ['timeline'])]);
    const html = renderToString(
      <NoriProvider locale="ro" messages={core} globalStyle={false}>
        <KitMessagesProvider messages={part}>{timeline}</KitMessagesProvider>
      </NoriProvider>,
    );
    expect(html).toContain(kitCatalogs.ro['timeline.done']);
    expect(html).toContain(kitCatalogs.ro['timeline.current']);
  });

  it('without its part, a label shows its id and development says which one is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = renderToString(
      <NoriProvider locale="ro" messages={await loadKitMessages('ro', ['core'])} globalStyle={false}>
        <KitMessagesProvider>{timeline}</KitMessagesProvider>
      </NoriProvider>,
    );
    expect(html).toContain('timeline.done');
    expect(html).not.toContain(kitCatalogs.ro['timeline.done']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"timeline.done"'));
  });

  it('tells the provider’s onMissingMessage of each label it lacks, for a test to fail on', async () => {
    const missing = new Set<string>();
    renderToString(
      <NoriProvider
        locale="ro"
        messages={await loadKitMessages('ro', ['core'])}
        globalStyle={false}
        onMissingMessage={(id) => missing.add(id)}
      >
        {timeline}
      </NoriProvider>,
    );
    expect([...missing].sort()).toEqual(['timeline.current', 'timeline.done']);
  });
});
