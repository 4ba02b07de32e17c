import { Box, CardContent, Link, Step, StepLabel, Stepper } from '@mui/material';
import { useState } from 'react';
import { AuthLayout, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { AuthHeading } from '../AuthHeading';
import { OpenPage } from '../OpenPage';
import { CodeStep } from './CodeStep';
import { EmailStep } from './EmailStep';
import { NewPasswordStep } from './NewPasswordStep';
import { ResetDone } from './ResetDone';

type Stage =
  | { step: 'email'; email: string }
  | { step: 'code'; email: string }
  | { step: 'password'; email: string; code: string }
  | { step: 'done' };

const STEP_LABELS = ['auth.reset.email', 'auth.reset.code', 'auth.reset.newPassword'];
const STEP_INDEX: Record<Stage['step'], number> = { email: 0, code: 1, password: 2, done: 3 };

/** Spec §4: email → send a code → enter and check it → new password and confirmation → success. */
export function ResetPasswordPage() {
  const translate = useTranslate();
  const [stage, setStage] = useState<Stage>({ step: 'email', email: '' });

  return (
    <AuthLayout>
      <OpenPage>
        <CardContent sx={{ width: { xs: 'auto', sm: 420 } }}>
          <AuthHeading title={translate('auth.reset.title')} />
          <Stepper activeStep={STEP_INDEX[stage.step]} alternativeLabel sx={{ my: 2 }}>
            {STEP_LABELS.map((label) => (
              <Step key={label}>
                <StepLabel>{translate(label)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {stage.step === 'email' && (
            <EmailStep email={stage.email} onSent={(email) => setStage({ step: 'code', email })} />
          )}
          {stage.step === 'code' && (
            <CodeStep
              email={stage.email}
              onVerified={(code) => setStage({ step: 'password', email: stage.email, code })}
              onChangeEmail={() => setStage({ step: 'email', email: stage.email })}
            />
          )}
          {stage.step === 'password' && (
            <NewPasswordStep
              email={stage.email}
              code={stage.code}
              onDone={() => setStage({ step: 'done' })}
            />
          )}
          {stage.step === 'done' ? (
            <ResetDone />
          ) : (
            <Box sx={{ mt: 2, textAlign: 'center' }}>
              <Link component={RouterLink} to="/login">
                {translate('auth.reset.backToLogin')}
              </Link>
            </Box>
          )}
        </CardContent>
      </OpenPage>
    </AuthLayout>
  );
}
