import type { ReactNode } from 'react';
import { EditButton, Show, TabbedShowLayout, TopToolbar, useTranslate } from 'react-admin';
import { resources } from '../../../resources';
import { childCollectionsOf } from '../../../resources/kit';
import { HistoryTab } from '../../audit/HistoryTab';
import { RecordActions } from '../actions/RecordActions';
import { TransitionHistory } from '../actions/TransitionHistory';
import { ChildCollection } from '../children/ChildCollection';
import { showFields } from '../fieldSelections';
import { systemFields, useDisplayFields } from '../fields/useDisplayFields';
import { RecordTitle } from '../RecordTitle';
import { raName } from '../raName';
import type { ScreenProps } from '../screenTypes';
import { useResourceTranslate } from '../useResourceTranslate';

interface GenericShowProps extends ScreenProps {
  /** Buttons a custom screen adds to the toolbar (reports of the record…). */
  actions?: ReactNode;
  /** What a custom screen shows below the record's fields (a map, a chart…). */
  children?: ReactNode;
}

export function GenericShow({ resource, id, actions, children }: GenericShowProps) {
  const t = useResourceTranslate(resource);
  const translate = useTranslate();
  const fields = useDisplayFields(
    resource,
    [
      ['id', systemFields.id],
      ...showFields(resource),
      ['created_at', systemFields.created_at],
      ['updated_at', systemFields.updated_at],
    ],
    'show',
  );
  return (
    <Show
      resource={raName(resource)}
      id={id}
      title={<RecordTitle resource={resource} />}
      actions={
        <TopToolbar>
          <RecordActions resource={resource} />
          {actions}
          {/* EditButton hides itself when canAccess denies the edit. */}
          <EditButton />
        </TopToolbar>
      }
    >
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label={t.name(1)}>
          {fields}
          {children}
          <TransitionHistory resource={resource} />
        </TabbedShowLayout.Tab>
        {childCollectionsOf(resource.name, resources).map((collection) => (
          <TabbedShowLayout.Tab
            key={collection.resource.name}
            label={translate(`resources.${collection.resource.name}.name`, { smart_count: 2 })}
            path={collection.resource.name}
          >
            <ChildCollection collection={collection} />
          </TabbedShowLayout.Tab>
        ))}
        <TabbedShowLayout.Tab label={translate('app.audit.history')} path="history">
          <HistoryTab resource={resource} />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
