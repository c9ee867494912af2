import { ADMIN_TOASTS, CreateArticleSchema, validateWith } from '@cci/contracts';
import { createArticle } from '@cci/shared-ui/api';
import { CheckboxField, TextAreaField, TextField } from '@cci/shared-ui/forms';
import { toCreateArticle, type ArticleFormValues } from '../create-payloads';
import { ImageField } from '../../../components/image-field';
import { CreateDialog } from './create-dialog';

const validateArticle = validateWith(CreateArticleSchema);

/** Spec §2 Articles: the "Create Article" dialog (content area 8 rows, spec §9). */
export function CreateArticleDialog() {
  // createArticle also reads again the lists that show it (articles, the counters, AI Evolution's featured list).
  const onCreate = (values: ArticleFormValues) => createArticle(toCreateArticle(values));

  return (
    <CreateDialog<ArticleFormValues>
      thing="article"
      label="Create Article"
      testId="create-article"
      description="Publish an article. A featured article leads the AI Evolution page (the newest featured one first)."
      created={ADMIN_TOASTS.articleCreated}
      validate={(v) => validateArticle(toCreateArticle(v))}
      initialValues={{ featured: false }}
      onCreate={onCreate}
    >
      <TextField name="title" label="Title" placeholder="e.g. The State of AI in 2025" />
      <TextAreaField name="excerpt" label="Excerpt" rows={2} placeholder="One or two sentences for the article card." />
      <TextAreaField name="content" label="Content" rows={8} />
      <ImageField name="image" label="Image (optional)" />
      <CheckboxField name="featured" label="Featured article" />
    </CreateDialog>
  );
}
