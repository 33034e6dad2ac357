// The Start date and End date fields of the staff lists' filter bars (Audit Log, Transactions):
// one pair of labelled date inputs, the bar's own form deciding when they apply.
import { Text, TextField } from '@radix-ui/themes';

export interface DateRangeFieldsProps {
  startDate: string;
  endDate: string;
  onChange: (range: { startDate: string; endDate: string }) => void;
}

export function DateRangeFields({ startDate, endDate, onChange }: DateRangeFieldsProps) {
  return (
    <>
      <label>
        <Text as="div" size="2" mb="1">
          Start date
        </Text>
        <TextField.Root
          type="date"
          value={startDate}
          onChange={(e) => onChange({ startDate: e.target.value, endDate })}
        />
      </label>
      <label>
        <Text as="div" size="2" mb="1">
          End date
        </Text>
        <TextField.Root
          type="date"
          value={endDate}
          onChange={(e) => onChange({ startDate, endDate: e.target.value })}
        />
      </label>
    </>
  );
}
