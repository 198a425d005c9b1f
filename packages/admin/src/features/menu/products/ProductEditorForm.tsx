// The dish editor's sections: the texts in four languages across the top, then the details, choices,
// photo and nutrition, and the save bar; leaving with changes not saved asks first.
import { Badge, Banner, ButtonLink, FormLayout, FormRow, FormSection, PageHeader, PageLayout } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/useT';
import type { ProductEditorStore } from '../../../stores/ProductEditorStore';
import { EditorSaveBar, type EditorSaveWords } from '../EditorSaveBar';
import { LeaveGuard } from '../LeaveGuard';
import { useUnplacedErrors } from './fieldErrors';
import { ProductBasics } from './ProductBasics';
import { ProductChoices } from './ProductChoices';
import { ProductNutrition } from './ProductNutrition';
import { ProductPhoto } from './ProductPhoto';
import { ProductTexts } from './ProductTexts';
import { paths } from '../../../app/paths';

const WORDS: EditorSaveWords = {
  save: 'admin.menu.editor.save',
  create: 'admin.menu.editor.create',
  saved: 'admin.menu.editor.saved',
  unsaved: 'admin.menu.editor.unsaved',
  invalid: 'admin.menu.editor.invalid',
  invalidHint: 'admin.menu.editor.invalidHint',
  notSaved: 'admin.menu.editor.notSaved',
  conflict: {
    title: 'admin.menu.editor.conflictTitle',
    text: 'admin.menu.editor.conflictText',
    reload: 'admin.menu.editor.conflictReload',
  },
};

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
  const unplaced = useUnplacedErrors(editor);
  const product = editor.product;
  const partNames = editor.overlapping.map((part) => t(`admin.menu.part.${part.replace('.', '_')}`));
  return (
    <PageLayout
      width="wide"
      header={
        <PageHeader
          headingLevel={2}
          back={
            <ButtonLink as={Link} to={paths.menu.href()} variant="ghost" size="sm" icon="arrow-left">
              {t('admin.menu.editor.back')}
            </ButtonLink>
          }
          title={title ?? t('admin.menu.editor.newTitle')}
          titleMetadata={
            product && (
              <Badge tone={product.published ? 'success' : 'neutral'}>
                {t(product.published ? 'admin.menu.published' : 'admin.menu.draft')}
              </Badge>
            )
          }
        />
      }
    >
      <FormLayout>
        <FormSection heading={t('admin.menu.editor.texts')} headingLevel={3}>
          <ProductTexts editor={editor} />
        </FormSection>
        <FormRow columns={[3, 2]}>
          <FormLayout>
            <FormSection heading={t('admin.menu.editor.details')} headingLevel={3}>
              <ProductBasics editor={editor} />
            </FormSection>
            <FormSection heading={t('admin.menu.editor.choices')} headingLevel={3}>
              <ProductChoices editor={editor} />
            </FormSection>
          </FormLayout>
          <FormLayout>
            <FormSection heading={t('admin.menu.editor.photoTitle')} headingLevel={3}>
              <ProductPhoto editor={editor} />
            </FormSection>
            <FormSection heading={t('admin.menu.editor.nutritionTitle')} headingLevel={3}>
              <ProductNutrition editor={editor} />
            </FormSection>
          </FormLayout>
        </FormRow>
        <EditorSaveBar
          editor={editor}
          words={WORDS}
          onSave={onSave}
          uploading={editor.uploading}
          problem={editor.problem === null ? null : editor.problem || t('admin.problem.offline')}
          unplaced={unplaced}
        >
          {partNames.length > 0 && (
            <Banner tone="info" role="status" title={t('admin.menu.editor.overlapTitle')}>
              {t('admin.menu.editor.overlapText', { parts: partNames.join(', ') })}
            </Banner>
          )}
        </EditorSaveBar>
      </FormLayout>
      <LeaveGuard unsaved={() => editor.dirty} textId="admin.menu.leave.text" />
    </PageLayout>
  );
});
