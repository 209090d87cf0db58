import { Field, NativeSelect } from '@chakra-ui/react';
import type { AiModel } from '@hotel/contracts';

interface ModelSelectProps {
  id: string;
  models: readonly AiModel[] | undefined;
  value: string;
  onChange: (id: string) => void;
  isLoading?: boolean;
  disabled?: boolean;
}

/** AI model choice; models that cannot be used now stay visible but disabled, with the reason. */
export function ModelSelect({ id, models, value, onChange, isLoading, disabled }: ModelSelectProps) {
  // Several models usually share one reason (every Anthropic model needs ANTHROPIC_API_KEY): say each once.
  const reasons = new Map<string, string[]>();
  for (const m of models ?? []) {
    if (m.available) continue;
    const reason = m.reason ?? 'not configured';
    reasons.set(reason, [...(reasons.get(reason) ?? []), m.label]);
  }
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>AI model</Field.Label>
      <NativeSelect.Root size="sm" disabled={disabled || isLoading}>
        <NativeSelect.Field id={id} data-testid="select-model" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {isLoading && <option value="">Loading models...</option>}
          {(models ?? []).map((m) => (
            <option key={m.id} value={m.id} disabled={!m.available} title={m.available ? undefined : (m.reason ?? 'not configured')}>
              {m.label} ({m.id}){m.available ? '' : ` — unavailable: ${m.reason ?? 'not configured'}`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {reasons.size > 0 && (
        <Field.HelperText data-testid="text-model-unavailable">
          {[...reasons].map(([reason, labels]) => (
            <span key={reason} style={{ display: 'block' }}>
              Unavailable ({labels.join(', ')}): {reason}
            </span>
          ))}
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
