import { useId, useState } from 'react';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TASK_SORT, sortTasks, taskSortOptions, type TaskSort } from '@carevisit/core';
import type { ClientData } from '../../data/index.ts';
import { EmptyState } from '../empty-state.tsx';
import { SectionHeading } from '../section-heading.tsx';
import { loadTaskSort, saveTaskSort } from './saved-task-sort.ts';
import { TaskCard } from './task-card.tsx';
import { TaskSortMenu } from './task-sort-menu.tsx';
import type { AppointmentTaskItem } from './use-incomplete-tasks.ts';

export interface IncompleteTaskListProps {
  title: string;
  tasks: readonly AppointmentTaskItem[] | undefined;
  clients: ReadonlyMap<number, ClientData> | undefined;
  timeZone: string;
  /** spec 2 §4: the face sheet always starts on sort-1 and offers no name sort; elsewhere the choice is saved. */
  place: 'dashboard' | 'facesheet';
}

/** spec 2 §2 "Task lists": Incomplete Tasks with a sort menu, or 'There are no incomplete tasks'. */
export function IncompleteTaskList({ title, tasks, clients, timeZone, place }: IncompleteTaskListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [sort, setSort] = useState<TaskSort>(() =>
    place === 'dashboard' ? loadTaskSort(localStorage) : DEFAULT_TASK_SORT,
  );
  const choose = (next: TaskSort) => {
    setSort(next);
    if (place === 'dashboard') saveTaskSort(localStorage, next);
  };
  const sorted = tasks ? sortTasks(tasks, sort) : undefined;
  return (
    <section aria-labelledby={headingId} data-testid="incomplete-tasks">
      <SectionHeading
        id={headingId}
        title={title}
        count={sorted?.length}
        action={<TaskSortMenu sort={sort} options={taskSortOptions(place)} onChange={choose} />}
      />
      {sorted && sorted.length === 0 && <EmptyState>{t('empty.tasks')}</EmptyState>}
      <Stack spacing={1}>
        {sorted?.map((task) => (
          <TaskCard
            key={`${task.kind}:${task.appointment.appointmentId}`}
            task={task}
            client={clients?.get(task.appointment.clientId)}
            timeZone={timeZone}
          />
        ))}
      </Stack>
    </section>
  );
}
