import { auditActionLabel, auditTargetTypeLabel } from '@telehealth/shared/format';
import {
  DateRangeFilter,
  Field,
  FilterBar,
  Input,
  SearchInput,
  SelectFilter,
  withAll,
} from '@telehealth/shared/ui';
import type { AuditFilterChoices, AuditFilters } from './audit-api';

export interface AuditLogFiltersProps {
  values: AuditFilters;
  choices: AuditFilterChoices | undefined;
  onChange: (changes: Partial<AuditFilters>) => void;
  onClear: () => void;
}

/** Admin, action, target (kind and record id), date range, and a search by request or record id. */
export function AuditLogFilters({ values, choices, onChange, onClear }: AuditLogFiltersProps) {
  const admins = withAll(
    (choices?.admins ?? []).map((admin) => ({ label: admin.full_name || admin.email, value: admin.uid })),
  );
  const actions = withAll(
    (choices?.actions ?? []).map((action) => ({
      label: choices?.action_labels?.[action] ?? auditActionLabel(action),
      value: action,
    })),
  );
  const kinds = withAll(
    (choices?.target_types ?? []).map((kind) => ({ label: auditTargetTypeLabel(kind), value: kind })),
  );
  return (
    <FilterBar onClear={onClear}>
      <SearchInput
        value={values.search}
        onChange={(search) => onChange({ search })}
        placeholder="Request or record id"
        aria-label="Search by request id or record id"
      />
      <SelectFilter
        label="Admin"
        value={values.admin}
        options={admins}
        onChange={(admin) => onChange({ admin })}
      />
      <SelectFilter
        label="Action"
        value={values.action}
        options={actions}
        onChange={(action) => onChange({ action })}
      />
      <SelectFilter
        label="Target"
        value={values.targetType}
        options={kinds}
        width="40"
        onChange={(targetType) => onChange({ targetType })}
      />
      <Field.Root width={{ base: 'full', md: '72' }}>
        <Field.Label textStyle="xs" color="fg.muted">
          Record id
        </Field.Label>
        <Input
          bg="bg"
          value={values.target}
          placeholder="e.g. a patient's id"
          onChange={(event) => onChange({ target: event.currentTarget.value.trim() })}
        />
      </Field.Root>
      <DateRangeFilter from={values.from} to={values.to} onChange={(from, to) => onChange({ from, to })} />
    </FilterBar>
  );
}
