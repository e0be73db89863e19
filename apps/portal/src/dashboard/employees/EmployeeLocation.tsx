import { useState } from 'react';
import { useEmployeesUpdateMutation, type EmployeeDetailView } from '../../api/generated';
import { apiErrors } from '../../api/errors';
import { ServerErrors } from '../../ui/ServerErrors';
import { useCompanyLocations } from '../common/use-locations';
import shared from '../common/dashboard.module.css';

/**
 * Moves the employee to another of the company's locations (PATCH …/employees/:id with `locationId`):
 * offered where the user has several locations (a member, between their own). The move is audited;
 * the employee's records go with them.
 */
export function MoveEmployee({ employee, onMoved }: { employee: EmployeeDetailView; onMoved: () => void }) {
  const { locations, several } = useCompanyLocations();
  const [target, setTarget] = useState('');
  const [update, { isLoading, error }] = useEmployeesUpdateMutation();
  if (!several) return null;
  const others = locations.filter((l) => l.id !== employee.location.id);

  const move = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!target) return;
    const result = await update({ id: employee.id, employeeUpdateDto: { locationId: Number(target) } });
    if ('data' in result) {
      setTarget('');
      onMoved();
    }
  };

  return (
    <>
      <ServerErrors errors={apiErrors(error)} scroll={false} />
      <form onSubmit={move} aria-label="Move to another location" className={shared.inlineForm}>
        <label htmlFor="employee-move-location">Move to</label>
        <select id="employee-move-location" value={target} onChange={(e) => setTarget(e.target.value)}>
          <option value="">Choose a location</option>
          {others.map((l) => (
            <option key={l.id} value={String(l.id)}>
              {l.name}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--secondary" disabled={!target || isLoading}>
          {isLoading ? 'Moving…' : 'Move'}
        </button>
      </form>
    </>
  );
}
