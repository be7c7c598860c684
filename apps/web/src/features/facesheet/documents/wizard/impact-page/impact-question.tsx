import {
  Checkbox,
  FormControlLabel,
  FormGroup,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  controlOf,
  LONG_TEXT_MAX,
  type ImpactAnswer,
  type ImpactQuestion,
  type ImpactVisibility,
  type Message,
} from '@carevisit/core';
import { FieldFrame } from '../field-frame.tsx';

export interface ImpactQuestionProps {
  question: ImpactQuestion;
  visibility: Exclude<ImpactVisibility, 'hidden'>;
  answer: ImpactAnswer | undefined;
  error: Message | undefined;
  readOnly: boolean;
  onAnswer: (answer: ImpactAnswer) => void;
}

const byValueSequence = (question: ImpactQuestion) =>
  [...question.values].sort((a, b) => a.sequence - b.sequence);

/**
 * spec 2 §3 one question by its control type: check boxes, drop-down, text area, text field, or radio buttons,
 * its text in full above the control.
 */
export function ImpactQuestionField({
  question,
  visibility,
  answer,
  error,
  readOnly,
  onAnswer,
}: ImpactQuestionProps) {
  const { t } = useTranslation();
  const errorText = error ? t(error.key, error.params) : null;
  if (visibility === 'notRequired')
    return (
      <FieldFrame label={question.questionText} error={null}>
        {() => (
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {t('impact.notRequired')}
          </Typography>
        )}
      </FieldFrame>
    );
  const values = byValueSequence(question);
  const text = typeof answer === 'string' ? answer : '';
  const control = controlOf(question);
  const area = control === 'TEXTAREA';
  const hint = area ? t('impact.textMax', { n: LONG_TEXT_MAX }) : undefined;
  return (
    <FieldFrame
      label={question.questionText}
      error={errorText}
      hint={hint}
      group={control === 'CHECKBOX'}
      disabled={readOnly && control !== 'TEXT' && control !== 'TEXTAREA'}
    >
      {(ids) => {
        switch (control) {
          case 'TEXTAREA':
          case 'TEXT':
            return (
              <TextField
                value={text}
                onChange={(event) => onAnswer(event.target.value)}
                multiline={area}
                minRows={area ? 3 : undefined}
                slotProps={{
                  htmlInput: {
                    maxLength: LONG_TEXT_MAX,
                    readOnly,
                    'aria-labelledby': ids.labelId,
                    'aria-describedby': ids.describedBy,
                    'aria-invalid': ids.invalid,
                  },
                }}
                error={ids.invalid}
                margin="none"
              />
            );
          case 'DROPDOWN':
            return (
              <Select
                labelId={ids.labelId}
                value={values.some((v) => v.key === text) ? text : ''}
                onChange={(event) => onAnswer(event.target.value)}
                inputProps={{ 'aria-describedby': ids.describedBy }}
                fullWidth
              >
                {values.map((value) => (
                  <MenuItem key={value.key} value={value.key} sx={{ whiteSpace: 'normal' }}>
                    {value.text}
                  </MenuItem>
                ))}
              </Select>
            );
          case 'CHECKBOX': {
            const chosen = Array.isArray(answer) ? answer : [];
            const toggle = (key: string, on: boolean) =>
              onAnswer(on ? [...chosen, key] : chosen.filter((k) => k !== key));
            return (
              <FormGroup aria-describedby={ids.describedBy}>
                {values.map((value) => (
                  <FormControlLabel
                    key={value.key}
                    label={value.text}
                    sx={{ minHeight: 44 }}
                    control={
                      <Checkbox
                        checked={chosen.includes(value.key)}
                        onChange={(event) => toggle(value.key, event.target.checked)}
                      />
                    }
                  />
                ))}
              </FormGroup>
            );
          }
          case 'RADIO':
            return (
              <RadioGroup
                aria-labelledby={ids.labelId}
                aria-describedby={ids.describedBy}
                aria-invalid={ids.invalid}
                value={text}
                onChange={(event) => onAnswer(event.target.value)}
              >
                {values.map((value) => (
                  <FormControlLabel
                    key={value.key}
                    value={value.key}
                    label={value.text}
                    control={<Radio />}
                    sx={{ minHeight: 44 }}
                  />
                ))}
              </RadioGroup>
            );
        }
      }}
    </FieldFrame>
  );
}
