import { ChoiceGroup } from '../../ui/form/Fields';
import { useMessages } from '../i18n/language';

type YesNoFieldProps = Omit<Parameters<typeof ChoiceGroup>[0], 'options' | 'inline'>;

/** A yes/no question stored as '1' / '0', as the API stores answers (docs/product.md §3), in the form's language. */
export function YesNoField(props: YesNoFieldProps) {
  const { common } = useMessages();
  const options = [
    { value: '1', label: common.yes },
    { value: '0', label: common.no },
  ];
  return <ChoiceGroup {...props} options={options} inline />;
}
