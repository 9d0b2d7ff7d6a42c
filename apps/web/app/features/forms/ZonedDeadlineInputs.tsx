import { Select, TextInput } from '@mantine/core';
import type { FormErrors, GetInputPropsReturnType } from '@mantine/form';
import { useMemo } from 'react';

/** Every IANA time zone the browser knows, the given one first if it is not among them. */
function useTimeZones(current: string): string[] {
  return useMemo(() => {
    const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    return zones.includes(current) ? zones : [current, ...zones];
  }, [current]);
}

/** A form with a deadline typed as a wall-clock time (`deadline`) in an IANA time zone (`timeZone`). */
export interface ZonedDeadlineForm {
  values: { deadline: string; timeZone: string };
  errors: FormErrors;
  getInputProps(path: 'deadline'): GetInputPropsReturnType;
  setFieldValue(path: 'timeZone', value: string): void;
}

/**
 * A deadline as a wall-clock time (datetime-local) and the IANA time zone it is read in (ADR 031),
 * as two inputs for the caller's grid. Each form keeps its own words and test ids.
 */
export function ZonedDeadlineInputs({
  form,
  labels,
  testIds,
}: {
  form: ZonedDeadlineForm;
  labels: { deadline: string; deadlineHelp: string; timeZone: string; timeZoneHelp: string };
  testIds: { deadline: string; timeZone: string };
}) {
  const zones = useTimeZones(form.values.timeZone);
  return (
    <>
      <TextInput
        type="datetime-local"
        label={labels.deadline}
        description={labels.deadlineHelp}
        required
        {...form.getInputProps('deadline')}
        data-testid={testIds.deadline}
      />
      <Select
        label={labels.timeZone}
        description={labels.timeZoneHelp}
        required
        searchable
        allowDeselect={false}
        data={zones}
        value={form.values.timeZone}
        onChange={(value) => value && form.setFieldValue('timeZone', value)}
        error={form.errors.timeZone}
        data-testid={testIds.timeZone}
      />
    </>
  );
}
