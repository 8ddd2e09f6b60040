import { SelectField } from '../../components/select-field';
import { OUTCOME_FILTERS, type OutcomeFilter } from './h2h-outcomes';

interface Props {
  value: OutcomeFilter;
  onChange: (value: OutcomeFilter) => void;
}

/** Which meetings the list shows; the choice lives in `?outcome=`. */
export function H2hOutcomeSelect({ value, onChange }: Props) {
  return (
    <SelectField
      id="h2h-outcome"
      inline
      label="Show"
      value={value}
      options={OUTCOME_FILTERS}
      onChange={onChange}
    />
  );
}
