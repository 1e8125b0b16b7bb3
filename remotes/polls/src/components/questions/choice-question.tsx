import type { QuestionOption } from '@cabinet/runtime';
import { Checkbox, Label, RadioGroup, RadioGroupItem, type FormControlProps } from '@cabinet/kit/ui';

/**
 * Questions with options: `single` as a radio group, `multiple` as
 * checkboxes in a group. Both receive the field's accessibility props from
 * the enclosing FormField (through its Slot), which names the group by the
 * question's text.
 */
interface ChoiceProps<TValue> extends Partial<FormControlProps> {
  questionId: number;
  options: readonly QuestionOption[];
  value: TValue;
  onChange: (value: TValue) => void;
  required?: boolean;
}

const optionId = (questionId: number, optionIdValue: number) => `question-${questionId}-option-${optionIdValue}`;

function SingleChoiceQuestion({ questionId, options, value, onChange, required, ...control }: ChoiceProps<number | null>) {
  return (
    <RadioGroup
      {...control}
      // '' selects nothing: an unanswered question shows no choice.
      value={value === null ? '' : String(value)}
      onValueChange={(next) => onChange(Number(next))}
      required={required}
    >
      {options.map((option) => (
        <div key={option.id} className="flex items-center gap-2">
          <RadioGroupItem id={optionId(questionId, option.id)} value={String(option.id)} />
          <Label htmlFor={optionId(questionId, option.id)} className="font-normal">
            {option.text}
          </Label>
        </div>
      ))}
    </RadioGroup>
  );
}

function MultipleChoiceQuestion({ questionId, options, value, onChange, ...control }: ChoiceProps<number[]>) {
  function toggle(id: number, checked: boolean) {
    // Kept in the options' order, whatever order they were ticked in.
    const next = new Set(value);
    if (checked) next.add(id);
    else next.delete(id);
    onChange(options.map((option) => option.id).filter((candidate) => next.has(candidate)));
  }

  return (
    <div role="group" {...control} className="grid gap-3">
      {options.map((option) => (
        <div key={option.id} className="flex items-center gap-2">
          <Checkbox
            id={optionId(questionId, option.id)}
            checked={value.includes(option.id)}
            onCheckedChange={(checked) => toggle(option.id, checked === true)}
          />
          <Label htmlFor={optionId(questionId, option.id)} className="font-normal">
            {option.text}
          </Label>
        </div>
      ))}
    </div>
  );
}

export { SingleChoiceQuestion, MultipleChoiceQuestion };
