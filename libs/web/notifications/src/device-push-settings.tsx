import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { useText } from '@tiles/i18n';
import { Button } from '@tiles/ui-kit';
import { pushRegistration, subscribeThisDevice, subscriptionBody } from './device-push';
import { pushApi } from './push-api';

type DeviceState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

const Explanation = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0;
`;

/**
 * Push on this device: the browser's permission prompt appears only when the learner turns it on here, and they
 * can turn it off again. A subscription the browser already has is given again to the session signed in now
 * (the server sends only to devices whose session is live).
 */
export const DevicePushSettings = () => {
  const t = useText();
  const id = useId();
  const [state, setState] = useState<DeviceState>('checking');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [getKey] = pushApi.useLazyGetPushKeyQuery();
  const [keep] = pushApi.useSubscribeToPushMutation();
  const [forget] = pushApi.useUnsubscribeFromPushMutation();

  useEffect(() => {
    let current = true;
    void (async () => {
      const registration = await pushRegistration();
      let next: DeviceState = 'unsupported';
      if (registration) {
        const subscription = await registration.pushManager.getSubscription();
        if (Notification.permission === 'denied') next = 'blocked';
        else if (subscription && Notification.permission === 'granted') {
          next = 'on';
          void keep({ body: subscriptionBody(subscription) });
        } else next = 'off';
      }
      if (current) setState(next);
    })();
    return () => {
      current = false;
    };
  }, [keep]);

  const turnOn = async () => {
    const registration = await pushRegistration();
    if (!registration) return setState('unsupported');
    const { publicKey } = await getKey(undefined, true).unwrap();
    const subscription = await subscribeThisDevice(registration, publicKey);
    if (!subscription) return setState(Notification.permission === 'denied' ? 'blocked' : 'off');
    await keep({ body: subscriptionBody(subscription) }).unwrap();
    setState('on');
  };
  const turnOff = async () => {
    const subscription = await (await pushRegistration())?.pushManager.getSubscription();
    if (subscription) {
      await forget({ body: { endpoint: subscription.endpoint } }).unwrap();
      await subscription.unsubscribe();
    }
    setState('off');
  };
  const run = (change: () => Promise<unknown>) => {
    setBusy(true);
    setFailed(false);
    change()
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };

  if (state === 'checking') return null;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('push.device.title')}</h4>
      <Explanation>{t('push.device.explain')}</Explanation>
      <Row>
        <span id={`${id}-state`}>{t(`push.device.${state}`)}</span>
        {state === 'off' && (
          <Button type="button" aria-describedby={`${id}-state`} disabled={busy} onClick={() => run(turnOn)}>
            {t('push.device.turnOn')}
          </Button>
        )}
        {state === 'on' && (
          <Button type="button" $variant="secondary" aria-describedby={`${id}-state`} disabled={busy} onClick={() => run(turnOff)}>
            {t('push.device.turnOff')}
          </Button>
        )}
      </Row>
      <p role="status">{failed ? t('push.device.failed') : ''}</p>
    </section>
  );
};
