import { useId } from 'react';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
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

/** spec 2 §3 one question by its control type: check boxes, drop-down, text area, text field, or radio buttons. */
export function ImpactQuestionField({
  question,
  visibility,
  answer,
  error,
  readOnly,
  onAnswer,
}: ImpactQuestionProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorText = error ? t(error.key, error.params) : undefined;
  if (visibility === 'notRequired')
    return (
      <FormControl component="fieldset" disabled>
        <FormLabel component="legend">{question.questionText}</FormLabel>
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {t('impact.notRequired')}
        </Typography>
      </FormControl>
    );
  const values = byValueSequence(question);
  const text = typeof answer === 'string' ? answer : '';
  switch (controlOf(question)) {
    case 'TEXTAREA':
    case 'TEXT': {
      const area = controlOf(question) === 'TEXTAREA';
      return (
        <TextField
          label={question.questionText}
          value={text}
          onChange={(event) => onAnswer(event.target.value)}
          multiline={area}
          minRows={area ? 3 : undefined}
          slotProps={{ htmlInput: { maxLength: LONG_TEXT_MAX, readOnly } }}
          error={Boolean(errorText)}
          helperText={errorText ?? (area ? t('impact.textMax', { n: LONG_TEXT_MAX }) : undefined)}
          fullWidth
        />
      );
    }
    case 'DROPDOWN':
      return (
        <TextField
          select
          label={question.questionText}
          value={values.some((v) => v.key === text) ? text : ''}
          onChange={(event) => onAnswer(event.target.value)}
          error={Boolean(errorText)}
          helperText={errorText}
          disabled={readOnly}
          fullWidth
        >
          {values.map((value) => (
            <MenuItem key={value.key} value={value.key}>
              {value.text}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'CHECKBOX': {
      const chosen = Array.isArray(answer) ? answer : [];
      const toggle = (key: string, on: boolean) =>
        onAnswer(on ? [...chosen, key] : chosen.filter((k) => k !== key));
      return (
        <FormControl component="fieldset" error={Boolean(errorText)} disabled={readOnly}>
          <FormLabel component="legend">{question.questionText}</FormLabel>
          <FormGroup>
            {values.map((value) => (
              <FormControlLabel
                key={value.key}
                label={value.text}
                control={
                  <Checkbox
                    checked={chosen.includes(value.key)}
                    onChange={(event) => toggle(value.key, event.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
          {errorText && <FormHelperText>{errorText}</FormHelperText>}
        </FormControl>
      );
    }
    case 'RADIO':
      return (
        <FormControl error={Boolean(errorText)} disabled={readOnly}>
          <FormLabel id={labelId}>{question.questionText}</FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            value={text}
            onChange={(event) => onAnswer(event.target.value)}
          >
            {values.map((value) => (
              <FormControlLabel key={value.key} value={value.key} label={value.text} control={<Radio />} />
            ))}
          </RadioGroup>
          {errorText && <FormHelperText>{errorText}</FormHelperText>}
        </FormControl>
      );
  }
}
