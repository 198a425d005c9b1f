// The dish editor's sections: the texts in four languages across the top, then the details, choices,
// photo and nutrition, and the save bar; leaving with changes not saved asks first.
import { Badge, ButtonLink, Panel } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import type { ProductEditorStore } from '../../../stores/ProductEditorStore';
import { LeaveGuard } from './LeaveGuard';
import { Columns, Page, Row, Stack } from './layout';
import { ProductBasics } from './ProductBasics';
import { ProductChoices } from './ProductChoices';
import { ProductNutrition } from './ProductNutrition';
import { ProductPhoto } from './ProductPhoto';
import { ProductTexts } from './ProductTexts';
import { SaveBar } from './SaveBar';
import { paths } from '../../../app/paths';

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

export interface ProductEditorFormProps {
  editor: ProductEditorStore;
  /** The dish's name in the UI's language, or null for a new one. */
  title: string | null;
  onSave: () => void;
}

export const ProductEditorForm = observer(function ProductEditorForm({
  editor,
  title,
  onSave,
}: ProductEditorFormProps) {
  const t = useT();
  const product = editor.product;
  return (
    <Page>
      <Row>
        <ButtonLink as={Link} to={paths.menu.href()} variant="ghost" size="sm" icon="arrow-left">
          {t('admin.menu.editor.back')}
        </ButtonLink>
      </Row>
      <Row>
        <Heading>{title ?? t('admin.menu.editor.newTitle')}</Heading>
        {product && (
          <Badge tone={product.published ? 'success' : 'neutral'}>
            {t(product.published ? 'admin.menu.published' : 'admin.menu.draft')}
          </Badge>
        )}
      </Row>
      <Panel heading={t('admin.menu.editor.texts')} headingLevel={3}>
        <ProductTexts editor={editor} />
      </Panel>
      <Columns>
        <Stack>
          <Panel heading={t('admin.menu.editor.details')} headingLevel={3}>
            <ProductBasics editor={editor} />
          </Panel>
          <Panel heading={t('admin.menu.editor.choices')} headingLevel={3}>
            <ProductChoices editor={editor} />
          </Panel>
        </Stack>
        <Stack>
          <Panel heading={t('admin.menu.editor.photoTitle')} headingLevel={3}>
            <ProductPhoto editor={editor} />
          </Panel>
          <Panel heading={t('admin.menu.editor.nutritionTitle')} headingLevel={3}>
            <ProductNutrition editor={editor} />
          </Panel>
        </Stack>
      </Columns>
      <SaveBar editor={editor} onSave={onSave} />
      <LeaveGuard unsaved={() => editor.dirty} />
    </Page>
  );
});
