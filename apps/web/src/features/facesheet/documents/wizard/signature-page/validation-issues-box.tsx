import { Alert, AlertTitle, Link, List, ListItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '@carevisit/core';

/**
 * spec 2 §2, §5 the Validation Issues box: each page with unmet requirements (an error) or valid but not
 * confirmed with Next (a warning), each a link to its page.
 */
export function ValidationIssuesBox({
  issues,
  onGoTo,
}: {
  issues: readonly ValidationIssue[];
  onGoTo: (moduleId: number) => void;
}) {
  const { t } = useTranslation();
  if (issues.length === 0) return null;
  const severity = issues.some((issue) => issue.kind === 'unmet') ? 'error' : 'warning';
  return (
    <Alert
      severity={severity}
      data-testid="validation-issues"
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle>{t('signaturePage.validationIssues')}</AlertTitle>
      <List dense disablePadding>
        {issues.map((issue) => (
          <ListItem key={issue.moduleId} disableGutters data-kind={issue.kind}>
            <Link
              component="button"
              type="button"
              color={issue.kind === 'unmet' ? 'error' : 'inherit'}
              onClick={() => onGoTo(issue.moduleId)}
              sx={{ textAlign: 'left', minHeight: 44 }}
            >
              {t(issue.message.key, issue.message.params)}
            </Link>
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
