import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import {
  GOALS_COMMENT_ROWS,
  goalTarget,
  LONG_TEXT_MAX,
  priorityLabelOf,
  type Descriptor,
  type GoalDetail,
  type ModuleIssue,
  type PlanNode,
  type TreatmentPlan,
} from '@carevisit/core';

/** Four layers nest on a 390 px phone: each keeps a little of the width, not 16 px a side. */
const NESTED_PADDING = { xs: 1, sm: 2 };

export interface PlanItemAccordionProps {
  node: PlanNode;
  plan: TreatmentPlan;
  details: ReadonlyMap<number, GoalDetail>;
  statusChoices: Descriptor[];
  showStatus: boolean;
  showComment: boolean;
  errors: readonly ModuleIssue[];
  readOnly: boolean;
  onDetail: (detail: GoalDetail) => void;
}

/**
 * spec 2 §2, §3 one problem, goal, objective or intervention: its addressed mark, status and comment, and what
 * nests under it.
 */
export function PlanItemAccordion(props: PlanItemAccordionProps) {
  const { node, plan, details, statusChoices, showStatus, showComment, errors, readOnly, onDetail } = props;
  const { t } = useTranslation();
  const { item, layer } = node;
  const detail = details.get(item.pgoiId) ?? {
    pgoId: item.pgoiId,
    isAddressed: false,
    status: null,
    comment: '',
  };
  const errorOf = (target: string) => {
    const error = errors.find((e) => e.target === target);
    return error ? t(error.key, error.params) : undefined;
  };
  const statusError = errorOf(goalTarget.status(item.pgoiId));
  const commentError = errorOf(goalTarget.comment(item.pgoiId));
  return (
    <Accordion defaultExpanded disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ px: NESTED_PADDING }}>
        <Stack>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {t('goalsAddressed.itemTitle', { layer: layer.layerLabel, description: item.description })}
          </Typography>
          {item.priorityDsc && (
            <Typography component="span" variant="body2" color="text.secondary">
              {t('goalsAddressed.priority', {
                label: priorityLabelOf(layer, t('goalsAddressed.priorityDefault')),
                priority: item.priorityDsc,
              })}
            </Typography>
          )}
        </Stack>
      </AccordionSummary>
      <AccordionDetails sx={{ px: NESTED_PADDING }}>
        <Stack spacing={2}>
          {layer.allowSelection && (
            <FormControlLabel
              label={t('goalsAddressed.addressed')}
              disabled={readOnly}
              control={
                <Checkbox
                  checked={detail.isAddressed}
                  onChange={(event) => onDetail({ ...detail, isAddressed: event.target.checked })}
                />
              }
            />
          )}
          {layer.allowSelection && detail.isAddressed && showStatus && (
            <TextField
              select
              label={plan.statusLabel}
              value={statusChoices.some((d) => d.descriptorId === detail.status) ? String(detail.status) : ''}
              onChange={(event) => onDetail({ ...detail, status: Number(event.target.value) })}
              error={Boolean(statusError)}
              helperText={statusError}
              disabled={readOnly}
              required={plan.showHideStatus === 'R'}
            >
              {statusChoices.map((choice) => (
                <MenuItem key={choice.descriptorId} value={String(choice.descriptorId)}>
                  {choice.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {layer.allowSelection && detail.isAddressed && showComment && (
            <TextField
              label={plan.commentLabel}
              value={detail.comment}
              onChange={(event) => onDetail({ ...detail, comment: event.target.value })}
              multiline
              rows={GOALS_COMMENT_ROWS}
              slotProps={{ htmlInput: { maxLength: LONG_TEXT_MAX, readOnly } }}
              error={Boolean(commentError)}
              helperText={commentError ?? t('goalsAddressed.commentMax')}
              required={plan.showHideComment === 'R'}
            />
          )}
          {node.children.map((child) => (
            <PlanItemAccordion key={child.item.pgoiId} {...props} node={child} />
          ))}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
