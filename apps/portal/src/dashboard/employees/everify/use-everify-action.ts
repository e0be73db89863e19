import { useEVerifyActMutation, type EVerifyActionDto } from '../../../api/generated';

/** One employer step on the open case (POST /api/employees/{id}/everify/actions); `onDone` refreshes the page. */
export function useEVerifyAction(employeeId: string, onDone: () => void) {
  const [act, state] = useEVerifyActMutation();
  const run = async (eVerifyActionDto: EVerifyActionDto) => {
    const result = await act({ id: employeeId, eVerifyActionDto });
    if ('data' in result) onDone();
    return 'data' in result;
  };
  return { run, ...state };
}
