import { RadioChoices } from '../../components/radio-choices';
import { ODDS_FORMATS } from '../../lib/odds-format';
import { useOddsFormat, useOddsFormatChosen } from '../../lib/odds-format-store';

const CHOICES = ODDS_FORMATS.map((o) => ({ value: o.value, label: o.label, hint: `e.g. ${o.example}` }));

/** How prices read across the trade grid, the market tab and the match centre. */
export function OddsFormatSection() {
  const format = useOddsFormat();
  const chosen = useOddsFormatChosen();
  return (
    <RadioChoices
      name="odds-format"
      legend="Prices"
      description="How win probabilities and market prices are shown in the trade grid and the match centre."
      choices={CHOICES}
      value={format}
      onChange={chosen}
    />
  );
}
