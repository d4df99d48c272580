import { NativeSelect } from '@telehealth/shared/ui';

/**
 * A compact menu of teammates that acts on a choice and goes back to its placeholder: mention one
 * in a note, assign an item to one.
 */
export function TeammatePicker({
  label,
  placeholder,
  teammates,
  onPick,
  disabled,
}: {
  label: string;
  placeholder: string;
  teammates: readonly { uid: string; full_name: string }[];
  onPick: (uid: string) => void;
  disabled?: boolean;
}) {
  return (
    <NativeSelect.Root size="xs" width="auto" disabled={disabled}>
      <NativeSelect.Field
        aria-label={label}
        value=""
        onChange={(event) => {
          const uid = event.currentTarget.value;
          if (uid) onPick(uid);
        }}
      >
        <option value="">{placeholder}</option>
        {teammates.map((admin) => (
          <option key={admin.uid} value={admin.uid}>
            {admin.full_name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
