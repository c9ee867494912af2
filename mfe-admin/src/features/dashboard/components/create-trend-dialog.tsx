import { ADMIN_TOASTS, CreateTrendSchema, validateWith } from '@cci/contracts';
import { createTrend } from '@cci/shared-ui/api';
import { TextField } from '@cci/shared-ui/forms';
import { DEFAULT_TREND_COLOUR, DEFAULT_TREND_ICON, toCreateTrend, type TrendFormValues } from '../create-payloads';
import { ColourField } from './colour-field';
import { CreateDialog, FieldPair } from './create-dialog';

const validateTrend = validateWith(CreateTrendSchema);

/** Spec §2 Trends: the "Create Trend" dialog. A non-numeric discussion count is sent as 0 (spec §5). */
export function CreateTrendDialog() {
  // createTrend also reads the trends again.
  const onCreate = (values: TrendFormValues) => createTrend(toCreateTrend(values));

  return (
    <CreateDialog<TrendFormValues>
      thing="trend"
      label="Create Trend"
      testId="create-trend"
      description="Add a trend to the weekly list on the AI Evolution page."
      created={ADMIN_TOASTS.trendCreated}
      validate={(v) => validateTrend(toCreateTrend(v))}
      initialValues={{ icon: DEFAULT_TREND_ICON, color: DEFAULT_TREND_COLOUR, discussionCount: '0' }}
      onCreate={onCreate}
    >
      <TextField name="title" label="Title" placeholder="e.g. AI agents go mainstream" />
      <FieldPair>
        <TextField name="icon" label="Icon" placeholder={DEFAULT_TREND_ICON} hint="An icon name, e.g. trending-up." />
        <TextField name="discussionCount" label="Discussion count" placeholder="0" hint="Not a number? It counts as 0." />
      </FieldPair>
      <TextField
        name="url"
        label="Link"
        placeholder="https://…"
        hint="Where “Read more” goes: an http(s):// address or a path on this site."
      />
      <FieldPair>
        <TextField name="source" label="Source" placeholder="e.g. Hacker News" />
        <TextField name="trendType" label="Trend type" placeholder="e.g. Tools" />
      </FieldPair>
      <TextField name="engagement" label="Engagement" placeholder="e.g. 2.4k shares" />
      <ColourField name="color" label="Colour" fallback={DEFAULT_TREND_COLOUR} />
    </CreateDialog>
  );
}
