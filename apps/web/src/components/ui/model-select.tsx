import { Field, NativeSelect } from '@chakra-ui/react';
import type { AiModel } from '@hotel/contracts';
import { modelOptionText, modelsForChoice, unavailableReasons } from '../../lib/models';

interface ModelSelectProps {
  id: string;
  models: readonly AiModel[] | undefined;
  value: string;
  onChange: (id: string) => void;
  isLoading?: boolean;
  disabled?: boolean;
  testId?: string;
  /** Said under the select when the models could not be loaded. */
  loadError?: string;
}

/**
 * AI model choice: the models that can be used now first; the others stay visible but disabled,
 * and why they cannot be used is said once under the select (several models usually share one
 * reason: every Anthropic model needs ANTHROPIC_API_KEY).
 */
export function ModelSelect({ id, models, value, onChange, isLoading, disabled, testId = 'select-model', loadError }: ModelSelectProps) {
  const reasons = unavailableReasons(models);
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>AI model</Field.Label>
      <NativeSelect.Root size="sm" disabled={disabled || isLoading}>
        <NativeSelect.Field id={id} data-testid={testId} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {isLoading && <option value="">Loading models...</option>}
          {modelsForChoice(models).map((m) => (
            <option key={m.id} value={m.id} disabled={!m.available}>
              {modelOptionText(m)}
              {m.available ? '' : ' — unavailable'}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {reasons.length > 0 && (
        <Field.HelperText data-testid="text-model-unavailable">
          {reasons.map(({ reason, labels }) => (
            <span key={reason} style={{ display: 'block' }}>
              Unavailable ({labels.join(', ')}): {reason}
            </span>
          ))}
        </Field.HelperText>
      )}
      {loadError && <Field.HelperText>{loadError}</Field.HelperText>}
    </Field.Root>
  );
}
