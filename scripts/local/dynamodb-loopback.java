// Starts AWS DynamoDB Local bound to 127.0.0.1 only. DynamoDB Local has no host option and
// listens on every interface; this launcher sets the Jetty connector's host before start.
// Run with the JRE's single-file source launcher:
//   java -cp "DynamoDBLocal.jar:DynamoDBLocal_lib/*" dynamodb-loopback.java -port N -dbPath DIR
import java.lang.reflect.Field;
import java.lang.reflect.Method;

public class DynamoDbLoopback {
  public static void main(String[] args) throws Exception {
    Class<?> runner = Class.forName("software.amazon.dynamodb.services.local.main.ServerRunner");
    Method create = runner.getMethod("createServerFromCommandLineArgs", String[].class);
    Object proxy = create.invoke(null, (Object) args);
    Field serverField = proxy.getClass().getDeclaredField("server");
    serverField.setAccessible(true);
    Object jetty = serverField.get(proxy);
    Object[] connectors = (Object[]) jetty.getClass().getMethod("getConnectors").invoke(jetty);
    for (Object connector : connectors) {
      connector.getClass().getMethod("setHost", String.class).invoke(connector, "127.0.0.1");
    }
    proxy.getClass().getMethod("start").invoke(proxy);
    System.out.println("DynamoDB Local listening on 127.0.0.1");
    proxy.getClass().getMethod("join").invoke(proxy);
  }
}
