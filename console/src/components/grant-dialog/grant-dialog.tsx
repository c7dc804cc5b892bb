import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  Tab,
  TabList,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxTree } from '@console/components/field-editors/checkbox-tree';
import type { TreeNode } from '@console/lib/resources/resource-records';
import { TreeChecks } from '@console/lib/resources/tree-checks';

const useStyles = makeStyles({
  trees: { maxHeight: '60vh', overflowY: 'auto' },
});

/** One tree of a grant: its nodes and the ids the records already have. */
export interface GrantTree {
  name: string;
  label: string;
  nodes: TreeNode[];
  keys: string[];
  /** Nodes granted one by one (roles), not as whole subtrees (menus). */
  independent?: boolean;
}

export interface GrantDialogProps {
  title: string;
  /** The trees with the current grant preselected. */
  load: () => Promise<GrantTree[]>;
  /** Saves the checked ids, by tree name; a rejection (toasted) keeps the dialog open. */
  save: (checked: Record<string, string[]>) => Promise<void>;
  onClose: () => void;
}

/** Grants from one or more checkbox trees, one tab each (role: menus, data scopes, API scopes). */
export function GrantDialog({ title, load, save, onClose }: GrantDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [trees, setTrees] = useState<GrantTree[]>();
  const [checked, setChecked] = useState<Record<string, Set<string>>>({});
  const [tab, setTab] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    load().then(
      (loaded) => {
        if (!current) return;
        setTrees(loaded);
        setTab(loaded[0]?.name ?? '');
        setChecked(
          Object.fromEntries(
            loaded.map((tree) => [tree.name, new TreeChecks(tree.nodes).fromKeys(tree.keys)]),
          ),
        );
      },
      onClose, // the client has said why; there is nothing to grant from
    );
    return () => {
      current = false;
    };
  }, [load, onClose]);

  async function submit() {
    setSaving(true);
    try {
      await save(Object.fromEntries(Object.entries(checked).map(([name, ids]) => [name, [...ids]])));
    } catch {
      // Toasted by the client; the choice stays for another try.
    } finally {
      setSaving(false);
    }
  }

  const shown = trees?.find((tree) => tree.name === tab);
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {!trees && <Spinner label={t('loading')} />}
            {trees && trees.length > 1 && (
              <TabList selectedValue={tab} onTabSelect={(_, data) => setTab(String(data.value))}>
                {trees.map((tree) => (
                  <Tab key={tree.name} value={tree.name}>
                    {tree.label}
                  </Tab>
                ))}
              </TabList>
            )}
            {shown && (
              <div className={styles.trees}>
                <CheckboxTree
                  ariaLabel={shown.label}
                  nodes={shown.nodes}
                  independent={shown.independent}
                  checked={checked[shown.name] ?? new Set()}
                  onChange={(next) => setChecked((current) => ({ ...current, [shown.name]: next }))}
                />
              </div>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('cancel')}</Button>
            <Button appearance="primary" disabled={!trees || saving} onClick={() => void submit()}>
              {t('save')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
