import { CliReference } from 'docs-widgets/react/cli-reference';
import { spec } from '../../components/spec';

export default function Reference() {
  return <CliReference spec={spec} />;
}
